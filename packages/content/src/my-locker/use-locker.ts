import { useEffect, useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import {
  contentTreeQueryOptions,
  membershipsQueryOptions,
  userCoursesQueryOptions,
  useLearnClient,
  type UserCourseMembership,
} from '@tools/learn-api';
import { dedupeInstructors, type Instructor } from '../domain/instructors.ts';
import { groupNames, homeworkOf, lockerCourse, type Homework, type LockerCourse } from '../domain/locker.ts';
import { groupsQueryOptions } from './locker-queries.ts';

export interface Locker {
  courses: LockerCourse[];
  homework: Homework[];
  instructors: Instructor[];
  groups: string[];
}

/** Courses the student can open: available membership in a course that is not unavailable. */
function openable(m: UserCourseMembership): boolean {
  const course = m.course?.availability?.available;
  return m.availability?.available !== 'No' && course !== 'No' && course !== 'Disabled';
}

/** Per-course failures only log a warning and the locker carries on (001 §8). No token in the text. */
function warn(what: string, course: LockerCourse, error: unknown) {
  console.warn(
    `My Locker: could not load ${what} for ${course.name} (${course.id}): ${error instanceof Error ? error.message : String(error)}`,
  );
}

/**
 * The locker's data: the student's courses (one call, course expanded), then per course its
 * instructors (users expanded: no call per instructor), groups and content tree (the shared
 * walker query), bounded by the Learn client's per-host limit.
 */
export function useLocker(uuid: string) {
  const client = useLearnClient();
  const host = client.baseUrl;
  const coursesQuery = useQuery(userCoursesQueryOptions(client, uuid, 'Student'));
  const courses = useMemo(
    () =>
      (coursesQuery.data ?? [])
        .filter(openable)
        .map((m) => lockerCourse(host, m.course ?? { id: m.courseId }))
        .filter((c): c is LockerCourse => c !== undefined),
    [coursesQuery.data, host],
  );

  const instructors = useQueries({ queries: courses.map((c) => membershipsQueryOptions(client, c.id, 'Instructor')) });
  const groups = useQueries({ queries: courses.map((c) => groupsQueryOptions(client, c.id)) });
  const trees = useQueries({ queries: courses.map((c) => contentTreeQueryOptions(client, { courseRef: c.id })) });

  const errorKey = [instructors, groups, trees].map((list) => list.map((q) => (q.isError ? 1 : 0)).join('')).join('|');
  useEffect(() => {
    courses.forEach((course, i) => {
      if (instructors[i]?.isError) warn('instructors', course, instructors[i].error);
      if (groups[i]?.isError) warn('groups', course, groups[i].error);
      if (trees[i]?.isError) warn('contents', course, trees[i].error);
      for (const failure of trees[i]?.data?.failures ?? [])
        warn(`folder ${failure.title ?? failure.contentId}`, course, failure.error);
    });
    // Logged once per change of which queries failed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorKey, courses]);

  const pending = coursesQuery.isPending || [...instructors, ...groups, ...trees].some((q) => q.isPending);
  const locker = useMemo<Locker | undefined>(() => {
    if (pending || !coursesQuery.data) return undefined;
    return {
      courses,
      homework: courses.flatMap((c, i) => homeworkOf(host, c, trees[i]?.data?.items ?? [])),
      instructors: dedupeInstructors(instructors.flatMap((q) => (q.data ?? []).map((m) => m.user ?? {}))),
      groups: groupNames(groups.flatMap((q) => (q.data ?? []).filter((g) => !g.isGroupSet))),
    };
  }, [pending, coursesQuery.data, courses, host, trees, instructors, groups]);

  return { pending, error: coursesQuery.error, locker };
}
