import { queryOptions, skipToken } from '@tanstack/react-query';
import {
  getDataSource,
  isLearnError,
  listCategories,
  listCategoryCourses,
  pageCourses,
  type Course,
  type LearnClient,
} from '@tools/learn-api';
import {
  findCategory,
  planCategory,
  type CategoryPlanEntry,
  type CategoryRef,
  type SetCategoryInput,
} from '../domain/index.ts';

/** A stop the spec names (000 §5); the screen shows its text. */
export type PlanStop = 'dataSourceNotFound' | 'noCategories' | 'categoryNotFound' | 'noCourses';

export class PlanStopError extends Error {
  override readonly name = 'PlanStopError';
  constructor(readonly stop: PlanStop) {
    super(stop);
  }
}

export interface CategoryPlan {
  dataSource: string;
  category: CategoryRef;
  entries: CategoryPlanEntry[];
}

/**
 * The dry run's reads, the calls of spec 000 §7 plus one: the data source by externalId, the
 * course categories, the data source's courses at the largest page size, and (ours) the courses
 * already in the category, one paged read instead of a PUT per course to find out. Only the
 * fields used are asked for.
 */
export async function readCategoryPlan(
  client: LearnClient,
  input: SetCategoryInput,
  signal?: AbortSignal,
): Promise<CategoryPlan> {
  const options = signal ? { signal } : {};
  let dataSourceId: string;
  try {
    const ds = await getDataSource(client, { dataSourceId: `externalId:${input.dataSourceKey}` }, { ...options, fields: ['id'] }); // prettier-ignore
    if (!ds.id) throw new PlanStopError('dataSourceNotFound');
    dataSourceId = ds.id;
  } catch (error) {
    if (isLearnError(error) && error.status === 404) throw new PlanStopError('dataSourceNotFound');
    throw error;
  }
  const categories = await listCategories(client, { type: 'Course' }, { ...options, fields: ['id', 'categoryId', 'title'] }); // prettier-ignore
  const match = findCategory(categories, input.categoryId);
  if (!match.ok) throw new PlanStopError(match.reason === 'no-categories' ? 'noCategories' : 'categoryNotFound');
  const { category } = match;

  const readCourses = async () => {
    const courses: Course[] = [];
    const pages = pageCourses(client, { dataSourceId, organization: false }, { ...options, fields: ['id', 'courseId', 'name'] }); // prettier-ignore
    for await (const page of pages) courses.push(...page.results);
    return courses;
  };
  const readMembers = () =>
    listCategoryCourses(client, { type: 'Course', categoryId: category.id }, { ...options, fields: ['courseId'] });
  const [courses, members] = await Promise.all([readCourses(), readMembers()]);
  if (courses.length === 0) throw new PlanStopError('noCourses');
  const memberIds = new Set(members.flatMap((m) => (m.courseId ? [m.courseId] : [])));
  return { dataSource: input.dataSourceKey, category, entries: planCategory(courses, memberIds) };
}

/** Every input is in the key; `null` (nothing asked yet) reads nothing. */
export function categoryPlanQueryOptions(client: LearnClient, input: SetCategoryInput | null) {
  return queryOptions({
    queryKey: ['catalog', 'set-category-plan', client.baseUrl, input?.categoryId, input?.dataSourceKey] as const,
    queryFn: input ? ({ signal }) => readCategoryPlan(client, input, signal) : skipToken,
    // A dry run must show Learn as it is now: never answered from an older read.
    staleTime: 0,
    gcTime: 0,
  });
}
