import type { ColumnRec, CourseRec, UserRec } from '../seed/types.ts';
import type { Store } from '../state/store.ts';
import type { Caller } from './access.ts';
import { badRequest, forbidden, notFound } from './errors.ts';

/** Primary ids look like `_123_1`. */
export const PRIMARY_ID = /^_\d+_\d+$/;

function split(ref: string): [string | null, string] {
  if (PRIMARY_ID.test(ref)) return [null, ref];
  const i = ref.indexOf(':');
  if (i <= 0) throw badRequest(`Invalid id '${ref}': use a primary id (_123_1) or a prefixed id such as uuid:...`);
  return [ref.slice(0, i), ref.slice(i + 1)];
}

/** Users: `_1_1`, `me`, `uuid:`, `userName:`, `externalId:`; email/studentId need admin rights. */
export function resolveUser(store: Store, caller: Caller, ref: string): UserRec {
  if (ref === 'me') {
    if (!caller.user) throw badRequest("'me' refers to the user of a user token; this is an application token");
    return caller.user;
  }
  const [kind, value] = split(ref);
  let user: UserRec | undefined;
  if (kind === null) user = store.userById(value);
  else if (kind === 'uuid' || kind === 'userName' || kind === 'externalId') user = store.userBy(kind, value);
  else if (kind === 'email' || kind === 'institutionEmail' || kind === 'studentId') {
    if (!caller.privileged) throw forbidden(`The ${kind} id type needs the system.user.properties.MODIFY entitlement`);
    user = store.data.users.find((u) => (kind === 'studentId' ? u.studentId : u.contact[kind]) === value);
  } else throw badRequest(`Unsupported user id type '${kind}'`);
  if (!user) throw notFound('User not found', `No user matches '${ref}'`);
  return user;
}

/** Courses: `_1_1`, `uuid:`, `courseId:`, `externalId:`. */
export function resolveCourse(store: Store, ref: string): CourseRec {
  const [kind, value] = split(ref);
  let course: CourseRec | undefined;
  if (kind === null) course = store.courseById(value);
  else if (kind === 'uuid' || kind === 'courseId' || kind === 'externalId') course = store.courseBy(kind, value);
  else throw badRequest(`Unsupported course id type '${kind}'`);
  if (!course) throw notFound('The course is not found or is unavailable', `No course matches '${ref}'`);
  return course;
}

/** Grade columns of a course: `_1_1`, `externalId:`, or `finalGrade` (the Overall Grade column). */
export function resolveColumn(store: Store, course: CourseRec, ref: string): ColumnRec {
  let column: ColumnRec | undefined;
  if (ref === 'finalGrade') column = store.columnsOfCourse(course.id).find((c) => c.externalGrade);
  else {
    const [kind, value] = split(ref);
    if (kind === null) column = store.columnById(value);
    else if (kind === 'externalId') column = store.columnsOfCourse(course.id).find((c) => c.externalId === value);
    else throw badRequest(`Unsupported grade column id type '${kind}'`);
  }
  if (!column || column.courseId !== course.id)
    throw notFound('Grade column not found', `No column '${ref}' in course ${course.id}`);
  return column;
}

/** Records that take a primary id or `externalId:` (terms, data sources, groups). */
export function resolveSimple<T extends { id: string; externalId: string }>(items: T[], ref: string, label: string): T {
  const [kind, value] = split(ref);
  if (kind !== null && kind !== 'externalId') throw badRequest(`Unsupported ${label} id type '${kind}'`);
  const found = items.find((i) => (kind === null ? i.id === value : i.externalId === value));
  if (!found) throw notFound(`${label[0]!.toUpperCase()}${label.slice(1)} not found`, `No ${label} matches '${ref}'`);
  return found;
}
