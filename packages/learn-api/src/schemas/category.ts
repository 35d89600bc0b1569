import * as v from 'valibot';
import { optBoolean, optString, optStringArray } from './common.ts';

export const categoryDefinition = 'blackboard.webapps.blackboard.publicapi.v1.categories.Category';

export const CategorySchema = v.looseObject({
  id: optString,
  categoryId: optString,
  parentId: optString,
  dataSourceId: optString,
  title: optString,
  description: optString,
  type: optString,
  available: optBoolean,
  frontPage: optBoolean,
  restricted: optBoolean,
  institutionRoleIds: optStringArray,
});
export type Category = v.InferOutput<typeof CategorySchema>;
