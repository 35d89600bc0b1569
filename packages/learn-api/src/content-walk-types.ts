// The walk's types, apart from the walker so that the per-folder and the recursive walk share them
// without importing each other.
import type { Content } from './schemas/content.ts';

export interface WalkProgress {
  foldersDone: number;
  /** Folders found so far (grows as the walk discovers more). */
  foldersFound: number;
  items: number;
  failures: number;
}

export interface WalkOptions {
  /** Primary id (`_12_1`), uuid, or `courseId:…`. */
  courseRef: string;
  /** Folder to start from; ROOT (the course's top level) by default. */
  from?: string;
  /** Content fields the caller reads; id, title and hasChildren are always added. Omit for all fields. */
  fields?: readonly string[];
  /** Folders deeper than this are reported in `skipped`, not opened. Default 20. */
  maxDepth?: number;
  /** Folders listed at once by this walk (the client's per-host bound still applies). Default 4. */
  concurrency?: number;
  signal?: AbortSignal;
  onProgress?: (progress: WalkProgress) => void;
  /**
   * List the whole subtree with `recursive=true` (one paged listing, the request minimum).
   * If that listing fails, the walk falls back to one call per folder, so a broken folder is
   * still skipped and reported instead of failing the tree. Ignored when maxDepth is 0.
   */
  recursive?: boolean;
}

export interface WalkedItem {
  item: Content;
  /** 0 for items directly under the start folder. */
  depth: number;
  /** Id of the folder it was listed in (`ROOT` for the top level). */
  parentId: string;
  /** Titles of the folders above it, from the start folder down. */
  path: string[];
}

export interface WalkFailure {
  /** The folder whose children could not be listed. */
  contentId: string;
  title: string | undefined;
  error: unknown;
}

export interface WalkSkip {
  contentId: string;
  title: string | undefined;
  reason: 'cycle' | 'depth';
}

export interface WalkResult {
  /** Every item reached, in outline order (a folder, then its contents). */
  items: WalkedItem[];
  /** Folders whose children failed to load; the rest of the tree is still returned. */
  failures: WalkFailure[];
  skipped: WalkSkip[];
}
