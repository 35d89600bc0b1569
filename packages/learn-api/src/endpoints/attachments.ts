import type { LearnClient } from '../client.ts';
import { endpoint, id } from '../endpoint.ts';
import type { CallOptions } from '../paging.ts';
import { ref } from '../ref.ts';
import { AttachmentSchema, attachmentDefinition, type Attachment } from '../schemas/attachment.ts';
import { sendAll } from './call.ts';

export const listContentAttachmentsEndpoint = endpoint(
  'GET',
  '/v1/courses/{courseId}/contents/{contentId}/attachments',
  {
    maxPageSize: 100,
    response: { schema: AttachmentSchema, definition: attachmentDefinition },
  },
);

/** Answers 302 to the file; the client follows it and returns the bytes. */
export const downloadContentAttachmentEndpoint = endpoint(
  'GET',
  '/v1/courses/{courseId}/contents/{contentId}/attachments/{attachmentId}/download',
);

/** The files attached to a content item (File and Document items; Learn 3200.8+). */
export function listContentAttachments(
  client: LearnClient,
  args: { courseRef: string; contentId: string },
  options?: CallOptions,
): Promise<Attachment[]> {
  return sendAll(
    client,
    listContentAttachmentsEndpoint,
    { courseId: ref(args.courseRef), contentId: id(args.contentId) },
    AttachmentSchema,
    options,
  );
}

/**
 * The bytes of one attachment as a Blob (its `type` is Learn's Content-Type). Goes through the
 * client because the call needs the bearer header, which a plain link cannot send.
 */
export function downloadContentAttachment(
  client: LearnClient,
  args: { courseRef: string; contentId: string; attachmentId: string },
  options: Pick<CallOptions, 'signal'> = {},
): Promise<Blob> {
  const path = downloadContentAttachmentEndpoint.path({
    courseId: ref(args.courseRef),
    contentId: id(args.contentId),
    attachmentId: id(args.attachmentId),
  });
  return client.request<Blob>({
    method: 'GET',
    path,
    responseType: 'blob',
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
