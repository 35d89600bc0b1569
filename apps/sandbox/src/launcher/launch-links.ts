import type { CourseRec, UserRec } from '../seed/types.ts';
import type { SandboxState } from '../state/state.ts';
import type { ToolInfo } from '../options.ts';

/**
 * Which personas the launcher offers for each audience value. Every persona of the launcher's
 * table is in at least one list (a persona offered no tool cannot be tried): the three
 * instructors teach different courses (instructor3 is also a teaching assistant in BIO101).
 */
export const AUDIENCE_PERSONAS: Record<ToolInfo['audience'][number], string[]> = {
  student: ['student', 'student2'],
  instructor: ['instructor', 'instructor2', 'instructor3'],
  admin: ['admin'],
  anyone: ['student', 'instructor', 'admin'],
};

export function personasFor(state: SandboxState, tool: ToolInfo): string[] {
  const names = tool.audience.flatMap((a) => AUDIENCE_PERSONAS[a] ?? []);
  return [...new Set(names)].filter((n) => state.persona(n));
}

/** Courses a persona can open a course tool in, the seed's preferred ones first. */
export function launchCourses(state: SandboxState, user: UserRec): CourseRec[] {
  const mine = state.store
    .membershipsOfUser(user.id)
    .filter((m) => m.availability.available === 'Yes')
    .map((m) => m.courseId);
  const preferred = state.store.data.launchCourseIds.filter((id) => mine.includes(id));
  return [...new Set([...preferred, ...mine])].map((id) => state.store.courseById(id)!).filter(Boolean);
}

export function roleFor(state: SandboxState, user: UserRec, course: CourseRec | undefined): string {
  const membership = course ? state.store.membership(course.id, user.id) : undefined;
  if (membership) return membership.courseRoleId;
  if (user.systemRoleIds.includes('SystemAdmin')) return 'Administrator';
  return user.institutionRoleIds.includes('STUDENT') ? 'Student' : 'Instructor';
}

function base64Json(value: unknown): string {
  let binary = '';
  for (const b of new TextEncoder().encode(JSON.stringify(value))) binary += String.fromCharCode(b);
  return btoa(binary);
}

export interface LaunchRequest {
  route: string;
  persona: string;
  /** Course primary id, for tools that need a course. */
  courseId?: string;
  /** The placement's custom parameter `role` (`LAUNCH_ROLES`), the tool's view preference. */
  role?: string;
}

/**
 * The one place that turns (tool, persona, course) into a launch URL. Today: the direct
 * launch form `${shell}/?route&token&uuid&courseUuid&state` with a freshly issued token.
 * The LTI 1.3 mode starts the OIDC flow instead (see lti/).
 */
export function buildDirectLaunchUrl(
  state: SandboxState,
  req: LaunchRequest,
  extras: { lineItemUrl?: string } = {},
): string {
  const user = state.persona(req.persona);
  if (!user) throw new Error(`Unknown persona '${req.persona}'`);
  const course = req.courseId ? state.store.courseById(req.courseId) : undefined;
  if (req.courseId && !course) throw new Error(`Unknown course '${req.courseId}'`);
  const url = new URL(`${state.shellUrl}/`);
  url.searchParams.set('route', req.route);
  url.searchParams.set('token', state.issueToken(user.id));
  url.searchParams.set('uuid', user.uuid);
  if (course) url.searchParams.set('courseUuid', course.uuid);
  url.searchParams.set(
    'state',
    base64Json({
      locale: 'en_US',
      platformUrl: state.publicUrl,
      backendUrl: state.shellUrl,
      ...(extras.lineItemUrl ? { lineItemUrl: extras.lineItemUrl } : {}),
      role: req.role ?? roleFor(state, user, course),
    }),
  );
  return url.toString();
}

/** LTI mode: the sandbox's own launch start, which runs OIDC login -> id_token POST into the tool. */
export function buildLtiLaunchUrl(state: SandboxState, req: LaunchRequest): string {
  if (!state.persona(req.persona)) throw new Error(`Unknown persona '${req.persona}'`);
  const url = new URL(`${state.publicUrl}/lti/launch/start`);
  url.searchParams.set('route', req.route);
  url.searchParams.set('persona', req.persona);
  if (req.courseId) url.searchParams.set('course', req.courseId);
  if (req.role) url.searchParams.set('role', req.role);
  return url.toString();
}
