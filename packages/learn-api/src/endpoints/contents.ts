import type { LearnClient } from '../client.ts';
import { endpoint, id } from '../endpoint.ts';
import type { CallOptions } from '../paging.ts';
import { ref } from '../ref.ts';
import { ContentSchema, contentDefinition, type Content } from '../schemas/content.ts';
import { send, sendAll } from './call.ts';

const response = { schema: ContentSchema, definition: contentDefinition };

export const listContentsEndpoint = endpoint('GET', '/v1/courses/{courseId}/contents', { maxPageSize: 200, response });
export const listContentChildrenEndpoint = endpoint('GET', '/v1/courses/{courseId}/contents/{contentId}/children', {
  maxPageSize: 200,
  response,
});
export const getContentEndpoint = endpoint('GET', '/v1/courses/{courseId}/contents/{contentId}', { response });

/** The course's top-level folder, as the spec names it. */
export const ROOT_CONTENT = 'ROOT';

export interface ContentFilters {
  recursive?: boolean;
  /** e.g. resource/x-bb-assignment */
  contentHandler?: string;
  title?: string;
}

function filters(args: ContentFilters) {
  return { recursive: args.recursive, contentHandler: args.contentHandler, title: args.title };
}

/**
 * Content under `parentId` (all pages of 200). The official API has no `parentId` query:
 * the top level (ROOT, the default) is /contents and any other folder is /contents/{id}/children.
 */
export function listContents(
  client: LearnClient,
  args: { courseRef: string; parentId?: string } & ContentFilters,
  options?: CallOptions,
): Promise<Content[]> {
  if (args.parentId === undefined || args.parentId === ROOT_CONTENT) {
    return sendAll(
      client,
      listContentsEndpoint,
      { courseId: ref(args.courseRef) },
      ContentSchema,
      options,
      filters(args),
    );
  }
  return listContentChildren(client, { ...args, contentId: args.parentId }, options);
}

/** Children of one content item (all pages of 200). */
export function listContentChildren(
  client: LearnClient,
  args: { courseRef: string; contentId: string } & ContentFilters,
  options?: CallOptions,
): Promise<Content[]> {
  return sendAll(
    client,
    listContentChildrenEndpoint,
    { courseId: ref(args.courseRef), contentId: id(args.contentId) },
    ContentSchema,
    options,
    filters(args),
  );
}

/** One content item, including its handler details (assessmentId, gradeColumnId…). */
export function getContent(
  client: LearnClient,
  args: { courseRef: string; contentId: string },
  options?: CallOptions,
): Promise<Content> {
  return send(
    client,
    getContentEndpoint,
    { courseId: ref(args.courseRef), contentId: id(args.contentId) },
    ContentSchema,
    options,
  );
}
