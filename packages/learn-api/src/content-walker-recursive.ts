import type { LearnClient } from './client.ts';
import { listContentChildrenEndpoint, listContentsEndpoint, ROOT_CONTENT } from './endpoints/contents.ts';
import { id } from './endpoint.ts';
import { DEFAULT_PAGE_SIZE, paginate } from './paging.ts';
import { ContentSchema, type Content } from './schemas/content.ts';
import type { WalkedItem, WalkProgress, WalkSkip } from './content-walk-types.ts';

export interface RecursiveListing {
  courseId: string;
  from: string;
  fields: string[] | undefined;
  maxDepth: number;
  signal: AbortSignal | undefined;
  onProgress: ((progress: WalkProgress) => void) | undefined;
}

/**
 * The whole subtree in one paged listing (`recursive=true`, Learn 3100.2+): ceil(items / page)
 * requests instead of one per folder. The outline is rebuilt from `parentId`: an item whose
 * parent is not in the listing hangs directly under the start folder (Learn gives top-level
 * items the id of the course's hidden root folder, not "ROOT").
 */
export async function walkRecursively(
  client: LearnClient,
  options: RecursiveListing,
): Promise<{ items: WalkedItem[]; skipped: WalkSkip[] }> {
  const { courseId, from, signal, onProgress } = options;
  const def = from === ROOT_CONTENT ? listContentsEndpoint : listContentChildrenEndpoint;
  const path = def.path(from === ROOT_CONTENT ? { courseId } : { courseId, contentId: id(from) });
  const listed: Content[] = [];
  const pages = paginate(client, path, ContentSchema, {
    limit: def.maxPageSize ?? DEFAULT_PAGE_SIZE,
    searchParams: { recursive: true },
    ...(options.fields ? { fields: options.fields } : {}),
    ...(signal ? { signal } : {}),
  });
  for await (const page of pages) {
    listed.push(...page.results);
    onProgress?.({ foldersDone: 0, foldersFound: 1, items: listed.length, failures: 0 });
  }

  const skipped: WalkSkip[] = [];
  const seen = new Set<string>([from]);
  const unique = listed.filter((item) => {
    if (item.id === undefined) return true;
    if (seen.has(item.id)) {
      skipped.push({ contentId: item.id, title: item.title, reason: 'cycle' });
      return false;
    }
    seen.add(item.id);
    return true;
  });
  const children = new Map<string, Content[]>();
  for (const item of unique) {
    const parent =
      item.parentId !== undefined && seen.has(item.parentId) && item.parentId !== item.id ? item.parentId : from;
    children.set(parent, [...(children.get(parent) ?? []), item]);
  }

  const items: WalkedItem[] = [];
  const flatten = (folderId: string, depth: number, trail: string[], ancestors: Set<string>) => {
    for (const item of children.get(folderId) ?? []) {
      items.push({ item, depth, parentId: folderId, path: trail });
      if (item.id === undefined || !children.has(item.id) || ancestors.has(item.id)) continue;
      if (depth + 1 > options.maxDepth) {
        skipped.push({ contentId: item.id, title: item.title, reason: 'depth' });
        continue;
      }
      flatten(item.id, depth + 1, [...trail, item.title ?? item.id], new Set([...ancestors, item.id]));
    }
  };
  flatten(from, 0, [], new Set([from]));
  onProgress?.({ foldersDone: 1, foldersFound: 1, items: items.length, failures: 0 });
  return { items, skipped };
}
