import type { LearnClient } from '../client.ts';
import { endpoint, id } from '../endpoint.ts';
import type { CallOptions } from '../paging.ts';
import { ref } from '../ref.ts';
import { CategorySchema, categoryDefinition, type Category } from '../schemas/category.ts';
import { send, sendAll } from './call.ts';

export type CategoryType = 'Course' | 'Organization';

export const listCategoriesEndpoint = endpoint('GET', '/v1/catalog/categories/{categoryType}', {
  maxPageSize: 100,
  response: { schema: CategorySchema, definition: categoryDefinition },
});
export const addCourseToCategoryEndpoint = endpoint(
  'PUT',
  '/v1/catalog/categories/{categoryType}/{categoryId}/courses/{courseId}',
);

/** Every catalog category of a type (all pages). */
export function listCategories(
  client: LearnClient,
  args: { type: CategoryType },
  options?: CallOptions,
): Promise<Category[]> {
  return sendAll(client, listCategoriesEndpoint, { categoryType: id(args.type) }, CategorySchema, options);
}

/** Puts a course in a category (PUT with an empty body; idempotent, so safe to re-run). */
export async function addCourseToCategory(
  client: LearnClient,
  args: { type: CategoryType; categoryId: string; courseRef: string },
  options?: CallOptions,
): Promise<void> {
  const params = { categoryType: id(args.type), categoryId: id(args.categoryId), courseId: ref(args.courseRef) };
  await send(client, addCourseToCategoryEndpoint, params, undefined, options, { json: {} });
}
