import type * as e from '../contracts.ts';
import {
  CourseSchema,
  getUserCourses,
  listCourseMemberships,
  listTerms,
  paginate,
  searchUsers,
  type LearnClient,
} from '@tools/learn-api';
import pLimit from 'p-limit';

/**
 * Quick Enroll's Learn reads, with the application token. A search is a list of Learn sources
 * (course filters of /v3/courses, or an instructor's courses); one page of ours is one Learn page
 * at its largest limit (100), so the first rows show after one course request.
 */

const COURSE_FIELDS = ['id', 'courseId', 'name', 'externalAccessUrl'];
const COURSES_PATH = '/learn/api/public/v3/courses';
/** Instructor lists read at once (one Learn request each); bounded so a page never floods Learn. */
const INSTRUCTOR_CONCURRENCY = 8;

type Source = { kind: 'courses'; params: Record<string, string> } | { kind: 'teacher'; userId: string };
export interface LearnCourse {
  id: string;
  courseId: string;
  name: string;
  externalAccessUrl: string | null;
}

/** Where a search looks: one source for a course id or name, one per matching term or instructor. */
export async function sourcesOf(client: LearnClient, type: e.SearchType, value: string): Promise<Source[]> {
  if (type === 'courseId') return [{ kind: 'courses', params: { courseId: value } }];
  if (type === 'courseName') return [{ kind: 'courses', params: { name: value } }];
  if (type === 'term') {
    const wanted = value.toLowerCase();
    const terms = await listTerms(client, { fields: ['id', 'name', 'externalId'] });
    return terms
      .filter((t) => t.id && [t.name, t.externalId].some((s) => s?.toLowerCase().includes(wanted)))
      .map((t) => ({ kind: 'courses', params: { termId: t.id! } }));
  }
  const users = await searchUsers(client, { familyName: value }, { fields: ['id'] });
  return users.filter((u) => u.id).map((u) => ({ kind: 'teacher', userId: u.id! }));
}

/** One page of a source from `offset`; `next` is the offset of the following page, or null. */
export async function readSource(
  client: LearnClient,
  source: Source,
  offset: number,
  limit: number,
): Promise<{ courses: LearnCourse[]; next: number | null }> {
  if (source.kind === 'teacher') {
    // An instructor teaches tens of courses: all of them in one answer (expand=course, no N+1).
    const memberships = await getUserCourses(
      client,
      { userRef: source.userId, role: 'Instructor' },
      {
        expand: 'course',
        fields: ['courseId', 'course.id', 'course.courseId', 'course.name', 'course.externalAccessUrl'],
      },
    );
    return { courses: memberships.flatMap((m) => (m.course ? [toCourse(m.course)] : [])), next: null };
  }
  const pages = paginate(client, COURSES_PATH, CourseSchema, {
    searchParams: { ...source.params, offset },
    limit,
    fields: COURSE_FIELDS,
  });
  const first = await pages.next();
  await pages.return(undefined);
  if (first.done) return { courses: [], next: null };
  return { courses: first.value.results.map(toCourse), next: first.value.nextPage ? offset + limit : null };
}

function toCourse(c: { id?: string; courseId?: string; name?: string; externalAccessUrl?: string }): LearnCourse {
  return {
    id: c.id ?? '',
    courseId: c.courseId ?? '',
    name: c.name ?? '',
    externalAccessUrl: c.externalAccessUrl ?? null,
  };
}

/** Learn course ids the user is enrolled in (one paged request, not one per course). */
export async function enrolledCourseIds(client: LearnClient, userId: string): Promise<Set<string>> {
  const memberships = await getUserCourses(client, { userRef: userId }, { fields: ['courseId'] });
  return new Set(memberships.map((m) => m.courseId).filter((id): id is string => Boolean(id)));
}

/**
 * The instructors of each course. Learn has no call for several courses at once, so this is one
 * request per course shown (expand=user, role filtered by Learn), a few at a time.
 */
export async function instructorsOf(client: LearnClient, courseIds: readonly string[]) {
  const limit = pLimit(INSTRUCTOR_CONCURRENCY);
  const lists = await Promise.all(
    courseIds.map((id) =>
      limit(() =>
        listCourseMemberships(
          client,
          { courseRef: id, role: 'Instructor' },
          { expand: 'user', fields: ['user.name.given', 'user.name.family'] },
        ),
      ),
    ),
  );
  return new Map(
    courseIds.map((id, i) => [
      id,
      (lists[i] ?? []).map((m) => ({
        name: { given: m.user?.name?.given ?? null, family: m.user?.name?.family ?? null },
      })),
    ]),
  );
}
