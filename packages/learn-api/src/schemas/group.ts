import * as v from 'valibot';
import { optBoolean, optString } from './common.ts';

export const groupDefinition = 'blackboard.plugin.groupspace.publicapi.v1.groups.Group';

export const GroupSchema = v.looseObject({
  id: optString,
  uuid: optString,
  externalId: optString,
  parentId: optString,
  name: optString,
  description: optString,
  isGroupSet: optBoolean,
  availability: v.optional(v.looseObject({ available: optString })),
});
export type Group = v.InferOutput<typeof GroupSchema>;
