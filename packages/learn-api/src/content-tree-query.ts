import { queryOptions } from '@tanstack/react-query';
import type { LearnClient } from './client.ts';
import { walkContentTree, type WalkProgress } from './content-walker.ts';
import { ROOT_CONTENT } from './endpoints/contents.ts';
import { learnKeys } from './queries.ts';

/**
 * The content fields every content report reads. Tools that use this default set share one
 * cache entry per (platform, course, root); a tool that needs more (e.g. `body`) passes
 * `fields` and gets its own entry.
 */
export const CONTENT_TREE_FIELDS = ['id', 'title', 'hasChildren', 'parentId', 'contentHandler', 'links'] as const;

export interface ContentTreeArgs {
  courseRef: string;
  /** Start folder, ROOT by default. */
  from?: string;
  fields?: readonly string[];
  /** 0 = the start folder's own items only (one listing, no recursion). Default 20. */
  maxDepth?: number;
  onProgress?: (progress: WalkProgress) => void;
}

export function contentTreeKey(baseUrl: string, args: Omit<ContentTreeArgs, 'onProgress'>) {
  const fields = [...new Set(args.fields ?? CONTENT_TREE_FIELDS)].sort();
  return [
    ...learnKeys.course(baseUrl, args.courseRef),
    'contentTree',
    args.from ?? ROOT_CONTENT,
    { fields, maxDepth: args.maxDepth ?? null },
  ] as const;
}

/**
 * A course's content tree through the one walker, cached per (platform, course, root, shape):
 * two tools reading the same course share the data and the requests. The walk is listed
 * recursively (the request minimum) with the per-folder walk as fallback; TanStack's signal
 * cancels it when every observer leaves. `onProgress` is not part of the key.
 */
export function contentTreeQueryOptions(client: LearnClient, args: ContentTreeArgs) {
  const { onProgress, ...shape } = args;
  return queryOptions({
    queryKey: contentTreeKey(client.baseUrl, shape),
    queryFn: ({ signal }) =>
      walkContentTree(client, {
        courseRef: shape.courseRef,
        from: shape.from ?? ROOT_CONTENT,
        fields: shape.fields ?? CONTENT_TREE_FIELDS,
        ...(shape.maxDepth !== undefined ? { maxDepth: shape.maxDepth } : {}),
        recursive: true,
        signal,
        ...(onProgress ? { onProgress } : {}),
      }),
    // A course outline changes rarely while a tool is open; calls are scarce.
    staleTime: 5 * 60_000,
  });
}
