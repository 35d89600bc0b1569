import type { LearnClient } from '../client.ts';
import { endpoint, id } from '../endpoint.ts';
import { isLearnError } from '../errors.ts';
import type { CallOptions } from '../paging.ts';
import { ref } from '../ref.ts';
import { CategorySchema, categoryDefinition, type Category } from '../schemas/category.ts';
import { CategoryCourseSchema, type CategoryCourse } from '../schemas/category-course.ts';
import { send, sendAll } from './call.ts';

export type CategoryType = 'Course' | 'Organization';

const response = { schema: CategorySchema, definition: categoryDefinition };

export const listCategoriesEndpoint = endpoint('GET', '/v1/catalog/categories/{categoryType}', {
  maxPageSize: 100,
  response,
});
export const getCategoryEndpoint = endpoint('GET', '/v1/catalog/categories/{categoryType}/{categoryId}', { response });
export const listCategoryCoursesEndpoint = endpoint(
  'GET',
  '/v1/catalog/categories/{categoryType}/{categoryId}/courses',
  { maxPageSize: 100 },
);
export const addCourseToCategoryEndpoint = endpoint(
  'PUT',
  '/v1/catalog/categories/{categoryType}/{categoryId}/courses/{courseId}',
);
export const removeCourseFromCategoryEndpoint = endpoint(
  'DELETE',
  '/v1/catalog/categories/{categoryType}/{categoryId}/courses/{courseId}',
);
export const listCourseCategoriesEndpoint = endpoint('GET', '/v1/courses/{courseId}/categories', { maxPageSize: 100 });

/** Learn's contains-filters of the category list (`categoryId=SCI` also matches `SCI-LAB`). */
export interface CategorySearch {
  categoryId?: string;
  title?: string;
  /** Primary id or `externalId:…` of a data source. */
  dataSourceId?: string;
}

/** Every catalog category of a type (all pages), optionally narrowed by Learn's filters. */
export function listCategories(
  client: LearnClient,
  args: { type: CategoryType } & CategorySearch,
  options?: CallOptions,
): Promise<Category[]> {
  const { type, ...search } = args;
  return sendAll(client, listCategoriesEndpoint, { categoryType: id(type) }, CategorySchema, options, { ...search });
}

/** One category by its primary id (`_52_1`), not its human categoryId. */
export function getCategory(
  client: LearnClient,
  args: { type: CategoryType; categoryId: string },
  options?: CallOptions,
): Promise<Category> {
  const params = { categoryType: id(args.type), categoryId: id(args.categoryId) };
  return send(client, getCategoryEndpoint, params, CategorySchema, options);
}

/**
 * The courses already in a category (all pages): one paged read instead of one call per course,
 * so a bulk "set category" can skip them. `expand: 'course'` adds each course.
 */
export function listCategoryCourses(
  client: LearnClient,
  args: { type: CategoryType; categoryId: string },
  options?: CallOptions,
): Promise<CategoryCourse[]> {
  const params = { categoryType: id(args.type), categoryId: id(args.categoryId) };
  return sendAll(client, listCategoryCoursesEndpoint, params, CategoryCourseSchema, options);
}

/** The categories a course is in (all pages); `expand: 'category'` adds each category. */
export function listCourseCategories(
  client: LearnClient,
  args: { courseRef: string },
  options?: CallOptions,
): Promise<CategoryCourse[]> {
  return sendAll(client, listCourseCategoriesEndpoint, { courseId: ref(args.courseRef) }, CategoryCourseSchema, options); // prettier-ignore
}

/**
 * Puts a course in a category (PUT with an empty body, spec 000 §7). Learn answers 409 when
 * the course is already there; that is the state we wanted, so it is `'already-associated'`
 * rather than an error, which makes a re-run safe. Any other failure throws.
 */
export async function addCourseToCategory(
  client: LearnClient,
  args: { type: CategoryType; categoryId: string; courseRef: string },
  options?: CallOptions,
): Promise<'added' | 'already-associated'> {
  const params = { categoryType: id(args.type), categoryId: id(args.categoryId), courseId: ref(args.courseRef) };
  try {
    await send(client, addCourseToCategoryEndpoint, params, undefined, options, { json: {} });
    return 'added';
  } catch (error) {
    if (isLearnError(error) && error.status === 409) return 'already-associated';
    throw error;
  }
}

/** Takes a course out of a category (404 when it was not in it). */
export async function removeCourseFromCategory(
  client: LearnClient,
  args: { type: CategoryType; categoryId: string; courseRef: string },
  options?: CallOptions,
): Promise<void> {
  const params = { categoryType: id(args.type), categoryId: id(args.categoryId), courseId: ref(args.courseRef) };
  await send(client, removeCourseFromCategoryEndpoint, params, undefined, options);
}
