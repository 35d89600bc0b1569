import * as v from 'valibot';
import { optBoolean, optNumber, optString } from './common.ts';

export const contentDefinition = 'blackboard.plugin.content.rest.publicapi.v1.Content';

/**
 * contentHandler carries handler-specific fields (assessmentId, gradeColumnId, url,
 * targetId…) that the swagger file only names in prose, so it stays a loose object.
 */
export const ContentHandlerSchema = v.looseObject({
  id: optString,
  url: optString,
  assessmentId: optString,
  gradeColumnId: optString,
  targetId: optString,
  targetType: optString,
});

export const ContentSchema = v.looseObject({
  id: optString,
  parentId: optString,
  title: optString,
  body: optString,
  description: optString,
  created: optString,
  modified: optString,
  position: optNumber,
  hasChildren: optBoolean,
  hasGradebookColumns: optBoolean,
  launchInNewWindow: optBoolean,
  reviewable: optBoolean,
  availability: v.optional(
    v.looseObject({
      available: optString,
      adaptiveRelease: v.optional(v.looseObject({ start: optString, end: optString })),
    }),
  ),
  contentHandler: v.optional(ContentHandlerSchema),
  links: v.optional(v.array(v.looseObject({ href: optString, rel: optString, title: optString, type: optString }))),
});
export type Content = v.InferOutput<typeof ContentSchema>;
