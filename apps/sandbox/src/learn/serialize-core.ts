import type { CourseRec, GroupRec, MembershipRec, UserRec } from '../seed/types.ts';

/** How much of a user the caller may see (swagger: GET /v1/users/{userId}). */
export type UserView = 'self' | 'full' | 'basic';

export function userJson(u: UserRec, view: UserView): Record<string, unknown> {
  if (view === 'basic') {
    return { id: u.id, uuid: u.uuid, userName: u.userName, name: { ...u.name }, systemRoleIds: [...u.systemRoleIds] };
  }
  const { locale, ...rest } = u;
  const json: Record<string, unknown> = structuredClone(rest);
  if (view === 'self') json.locale = { ...locale };
  return json;
}

function courseUrls(c: CourseRec, publicUrl: string) {
  const externalAccessUrl =
    c.ultraStatus === 'Ultra'
      ? `${publicUrl}/ultra/courses/${c.id}/outline`
      : `${publicUrl}/webapps/blackboard/execute/courseMain?course_id=${c.id}`;
  return {
    externalAccessUrl,
    guestAccessUrl: `${externalAccessUrl}${c.ultraStatus === 'Ultra' ? '?' : '&'}guest=true`,
  };
}

/** Properties everyone may read, enrolled or not (swagger: GET /v3/courses). */
function restrictCourse(json: Record<string, unknown>, c: CourseRec): Record<string, unknown> {
  return {
    id: json.id,
    courseId: json.courseId,
    name: json.name,
    description: json.description,
    organization: json.organization,
    ...('readOnly' in json ? { readOnly: json.readOnly } : {}),
    termId: c.termId,
    availability: { available: c.availability.available, duration: { ...c.availability.duration } },
  };
}

/** v2 and v3 course shape (CourseV2). `access` says which properties the caller may read. */
export function courseV2Json(
  c: CourseRec,
  publicUrl: string,
  access: 'all' | 'enrolled' | 'public',
): Record<string, unknown> {
  const json: Record<string, unknown> = { ...structuredClone(c), ...courseUrls(c, publicUrl) };
  if (access === 'public') return restrictCourse(json, c);
  if (access === 'enrolled')
    for (const k of ['uuid', 'externalId', 'dataSourceId', 'created', 'allowGuests']) delete json[k];
  return json;
}

/** v1 course shape: no modified/allowObservers/closedComplete, `readOnly` instead. */
export function courseV1Json(
  c: CourseRec,
  publicUrl: string,
  access: 'all' | 'enrolled' | 'public',
): Record<string, unknown> {
  const { modified: _m, allowObservers: _o, closedComplete, ...rest } = structuredClone(c);
  const json: Record<string, unknown> = { ...rest, readOnly: closedComplete, ...courseUrls(c, publicUrl) };
  if (access === 'public') return restrictCourse(json, c);
  if (access === 'enrolled')
    for (const k of ['uuid', 'externalId', 'dataSourceId', 'created', 'allowGuests']) delete json[k];
  return json;
}

export function membershipJson(
  m: MembershipRec,
  expanded: { user?: Record<string, unknown>; course?: Record<string, unknown> } = {},
) {
  return {
    id: m.id,
    userId: m.userId,
    ...(expanded.user ? { user: expanded.user } : {}),
    courseId: m.courseId,
    ...(expanded.course ? { course: expanded.course } : {}),
    dataSourceId: m.dataSourceId,
    created: m.created,
    modified: m.modified,
    availability: { ...m.availability },
    courseRoleId: m.courseRoleId,
    ...(m.lastAccessed ? { lastAccessed: m.lastAccessed } : {}),
  };
}

export function groupJson(g: GroupRec): Record<string, unknown> {
  const { courseId: _c, memberIds: _m, ...rest } = structuredClone(g);
  return rest;
}
