import type { LaunchContext } from '@tools/launch';

export type SendProblem = 'missingBackendUrl' | 'missingToken' | 'missingPlatformUrl' | 'missingCourseId';

/**
 * What stops a question from being sent, in the order spec 002 §5 lists them: back end URL,
 * token, platform URL, then a course (its uuid from the launch, else the courseId to look it up
 * with). Null: send (the uuid may still have to be resolved from Learn).
 */
export function sendProblem(launch: LaunchContext, hasBackend: boolean): SendProblem | null {
  if (!launch.backendUrl || !hasBackend) return 'missingBackendUrl';
  if (!launch.token) return 'missingToken';
  if (!launch.platformUrl) return 'missingPlatformUrl';
  if (!launch.courseUuid && !launch.courseId) return 'missingCourseId';
  return null;
}
