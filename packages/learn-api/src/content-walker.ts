import pLimit from 'p-limit';
import type { LearnClient } from './client.ts';
import { listContentChildrenEndpoint, listContentsEndpoint, ROOT_CONTENT } from './endpoints/contents.ts';
import { id, type EndpointDef } from './endpoint.ts';
import { collectAll, DEFAULT_PAGE_SIZE } from './paging.ts';
import { ref } from './ref.ts';
import { isLearnError, type LearnErrorKind } from './errors.ts';
import { walkRecursively } from './content-walker-recursive.ts';
import { ContentSchema, type Content } from './schemas/content.ts';
import type { WalkedItem, WalkFailure, WalkOptions, WalkProgress, WalkResult, WalkSkip } from './content-walk-types.ts';

export type { WalkedItem, WalkFailure, WalkOptions, WalkProgress, WalkResult, WalkSkip } from './content-walk-types.ts';

const SAME_FOR_EVERY_FOLDER = new Set<LearnErrorKind>(['auth', 'forbidden', 'not-found', 'rate-limited']);

/** Fields the walker itself needs, added to whatever the caller asks for. */
const WALK_FIELDS = ['id', 'title', 'hasChildren'] as const;

function listingFor(from: string): EndpointDef {
  return from === ROOT_CONTENT ? listContentsEndpoint : listContentChildrenEndpoint;
}

/**
 * Walks a course's content tree from ROOT or any folder, one list call per folder at the
 * largest page size. A folder that fails is reported and skipped; only a failure of the
 * start folder (or an abort) rejects.
 */
export async function walkContentTree(client: LearnClient, options: WalkOptions): Promise<WalkResult> {
  const { signal, onProgress } = options;
  const from = options.from ?? ROOT_CONTENT;
  const maxDepth = options.maxDepth ?? 20;
  const limit = pLimit(options.concurrency ?? 4);
  const courseId = ref(options.courseRef);
  const fields = options.fields ? [...new Set([...WALK_FIELDS, ...options.fields])] : undefined;

  if (options.recursive && maxDepth > 0) {
    signal?.throwIfAborted();
    try {
      const tree = await walkRecursively(client, {
        courseId,
        from,
        fields: fields && [...new Set([...fields, 'parentId'])],
        maxDepth,
        signal,
        onProgress,
      });
      return { ...tree, failures: [] };
    } catch (error) {
      // The same failure would hit the start folder of a per-folder walk: do not spend calls on it.
      if (signal?.aborted || (isLearnError(error) && SAME_FOR_EVERY_FOLDER.has(error.kind))) throw error;
      // Otherwise (a 5xx or timeout on one page, an old Learn refusing `recursive`) walk per
      // folder, which isolates the failing folder.
    }
  }

  const children = new Map<string, Content[]>();
  const failures: WalkFailure[] = [];
  const skipped: WalkSkip[] = [];
  const seen = new Set<string>([from]);
  const progress: WalkProgress = { foldersDone: 0, foldersFound: 1, items: 0, failures: 0 };

  async function list(folderId: string): Promise<Content[]> {
    const def = listingFor(folderId);
    const path = def.path(folderId === ROOT_CONTENT ? { courseId } : { courseId, contentId: id(folderId) });
    return collectAll(client, path, ContentSchema, {
      limit: def.maxPageSize ?? DEFAULT_PAGE_SIZE,
      ...(fields ? { fields } : {}),
      ...(signal ? { signal } : {}),
    });
  }

  async function visit(folderId: string, title: string | undefined, depth: number, isStart: boolean): Promise<void> {
    let items: Content[];
    try {
      items = await limit(() => {
        signal?.throwIfAborted();
        return list(folderId);
      });
    } catch (error) {
      if (isStart || signal?.aborted) throw error;
      failures.push({ contentId: folderId, title, error });
      progress.failures += 1;
      progress.foldersDone += 1;
      onProgress?.({ ...progress });
      return;
    }
    const kept = items.filter((item) => {
      // An item already reached (Learn listing the same content twice, or a folder that
      // contains an ancestor) is reported once and never re-entered.
      if (item.id === undefined) return true;
      if (seen.has(item.id)) {
        skipped.push({ contentId: item.id, title: item.title, reason: 'cycle' });
        return false;
      }
      seen.add(item.id);
      return true;
    });
    children.set(folderId, kept);
    const folders = kept.filter((item) => item.hasChildren && item.id !== undefined);
    const opened = folders.filter((folder) => {
      if (depth + 1 <= maxDepth) return true;
      skipped.push({ contentId: folder.id!, title: folder.title, reason: 'depth' });
      return false;
    });
    progress.items += kept.length;
    progress.foldersFound += opened.length;
    progress.foldersDone += 1;
    onProgress?.({ ...progress });
    await Promise.all(opened.map((folder) => visit(folder.id!, folder.title, depth + 1, false)));
  }

  signal?.throwIfAborted();
  await visit(from, undefined, 0, true);

  const ordered: WalkedItem[] = [];
  const flatten = (folderId: string, depth: number, path: string[]) => {
    for (const item of children.get(folderId) ?? []) {
      ordered.push({ item, depth, parentId: folderId, path });
      if (item.id !== undefined && children.has(item.id)) flatten(item.id, depth + 1, [...path, item.title ?? item.id]);
    }
  };
  flatten(from, 0, []);
  return { items: ordered, failures, skipped };
}
