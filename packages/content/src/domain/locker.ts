import type { WalkedItemLike } from './walked.ts';
import { HANDLER } from './handlers.ts';
import { contentItemUrl, courseOutlineUrl } from './links.ts';

export interface LockerCourse {
  id: string;
  name: string;
  url: string;
}

export interface Homework {
  key: string;
  title: string;
  courseName: string;
  url: string;
}

export function lockerCourse(
  host: string,
  course: { id?: string | undefined; name?: string | undefined; courseId?: string | undefined },
): LockerCourse | undefined {
  if (!course.id) return undefined;
  return {
    id: course.id,
    name: course.name?.trim() || course.courseId || course.id,
    url: courseOutlineUrl(host, course.id),
  };
}

/** 001 §7: assignments and assessment links of a course's tree. */
export function homeworkOf(host: string, course: LockerCourse, items: readonly WalkedItemLike[]): Homework[] {
  return items
    .filter(
      ({ item }) => item.contentHandler?.id === HANDLER.assignment || item.contentHandler?.id === HANDLER.testLink,
    )
    .map(({ item }, index) => ({
      key: `${course.id}:${item.id ?? index}`,
      title: item.title?.trim() || (item.id ?? ''),
      courseName: course.name,
      url: contentItemUrl(host, course.id, item),
    }));
}

/** Group names, each once, in first-seen order. */
export function groupNames(groups: readonly { name?: string | undefined }[]): string[] {
  return [...new Set(groups.map((g) => g.name?.trim() ?? '').filter(Boolean))];
}
