import type { LearnClient } from '../client.ts';
import { id, privateEndpoint } from '../endpoint.ts';
import type { CallOptions } from '../paging.ts';
import { ContentDetailSchema, type ContentDetail } from '../schemas/content-detail.ts';
import { send } from './call.ts';

/** Private: see private-endpoints.ts for why (test instructions have no public endpoint). */
export const getContentDetailEndpoint = privateEndpoint('GET', '/v1/courses/{courseId}/contents/{contentId}');

const PRIMARY_ID = /^_\d+_\d+$/;

/**
 * A content item with its private `contentDetail` (test instructions). Learn's private API
 * takes primary ids only, so `courseId` must be `_123_1` (resolve a uuid with getCourse first).
 */
export function getContentDetail(
  client: LearnClient,
  args: { courseId: string; contentId: string },
  options?: CallOptions,
): Promise<ContentDetail> {
  if (!PRIMARY_ID.test(args.courseId)) {
    throw new TypeError(
      `getContentDetail: courseId must be a primary id such as _123_1, got ${JSON.stringify(args.courseId)}`,
    );
  }
  return send(
    client,
    getContentDetailEndpoint,
    { courseId: id(args.courseId), contentId: id(args.contentId) },
    ContentDetailSchema,
    options,
  );
}
