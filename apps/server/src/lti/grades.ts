import type { GradeBody, GradeResponse } from '@tools/backend-api/contracts';
import { HttpError } from '../http/errors.ts';
import type { Caller } from '../identity/caller.ts';
import { COURSE_ROLE_KINDS } from '@tools/backend-api/contracts';
import { requireCourseRole } from '../identity/roles.ts';
import { SCORE_SCOPE } from './ags-token.ts';
import { findRegistration, type LtiServices } from './context.ts';
import { findLaunchesForLineItem } from './launch-store.ts';

export const SCORE_MEDIA_TYPE = 'application/vnd.ims.lis.v1.score+json';
/** Spec 000 §5: grades are entered from 0 to 100. */
export const SCORE_MAXIMUM = 100;

/** `{lineitem}/scores`, keeping any query string of the line item URL (AGS §3.4). */
export function scoresUrl(lineItem: string): string {
  const url = new URL(lineItem);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/scores`;
  return url.toString();
}

/**
 * Who may call: a caller whose own Learn membership in the launch's course is not Student.
 * The line item must belong to a launch the server validated (with the AGS score scope); the
 * course checked is that launch's course, never one named by the browser alone.
 */
export async function postGrade(s: LtiServices, caller: Caller, body: GradeBody): Promise<GradeResponse> {
  const now = s.now();
  const launches = (await findLaunchesForLineItem(s.db, body.url, now)).filter(
    (l) => l.platformUrl === caller.platformUrl,
  );
  const launch = launches.find((l) => l.agsScopes.includes(SCORE_SCOPE));
  if (!launch) {
    throw new HttpError(
      launches.length ? 403 : 404,
      launches.length
        ? 'The platform did not grant score posting for this line item.'
        : 'The line item does not belong to a current launch.',
    );
  }
  if (!launch.courseUuid) throw new HttpError(400, 'The launch has no course.');
  const { membership } = await requireCourseRole(
    s.learn,
    caller,
    launch.courseUuid,
    COURSE_ROLE_KINDS.filter((k) => k !== 'student'),
  );
  if (body.courseId !== launch.courseUuid && body.courseId !== membership.courseId) {
    throw new HttpError(400, "courseId does not match the launch's course.");
  }
  const registration = findRegistration(s.config, launch.issuer, launch.clientId);
  if (!registration) throw new HttpError(409, 'The platform of this launch is no longer registered.');

  const score = {
    userId: body.userId,
    scoreGiven: body.score,
    scoreMaximum: SCORE_MAXIMUM,
    activityProgress: 'Completed',
    gradingProgress: 'FullyGraded',
    timestamp: now.toISOString(),
  };
  const token = await s.agsTokens.get(registration, SCORE_SCOPE);
  const response = await s.fetch(scoresUrl(body.url), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': SCORE_MEDIA_TYPE },
    body: JSON.stringify(score),
  });
  if (!response.ok) {
    s.log.warn('ags score refused', { status: response.status, lineItem: body.url });
    throw new HttpError(502, `The platform refused the score (status ${response.status}).`);
  }
  return {
    userId: score.userId,
    scoreGiven: score.scoreGiven,
    scoreMaximum: score.scoreMaximum,
    timestamp: score.timestamp,
  };
}
