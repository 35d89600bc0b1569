import * as v from 'valibot';
import { optString } from './common.ts';

export const attachmentDefinition = 'blackboard.plugin.content.rest.publicapi.v1.FileAttachment';

/** A file attached to a content item (file items have one; documents may have several). */
export const AttachmentSchema = v.looseObject({
  id: optString,
  fileName: optString,
  mimeType: optString,
});
export type Attachment = v.InferOutput<typeof AttachmentSchema>;
