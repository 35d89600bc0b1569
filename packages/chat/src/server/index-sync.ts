import type { LearnClient } from '@tools/learn-api';
import type { WalkedItem } from '@tools/learn-api/walker';
import pLimit from 'p-limit';
import type { ServiceContext } from '@tools/server-core/context.ts';
import { readItem, type Listing } from './course-indexer.ts';
import type { ChatEmbeddings } from './embeddings.ts';
import { embedPending, embeddingsDue } from './index-embeddings.ts';
import * as store from './index-store.ts';
import * as passages from './passage-store.ts';

/** Items read from Learn at once by one refresh (the Learn client's per-host bound still applies). */
const READ_CONCURRENCY = 4;
/** A build lease outlives any sane build; a crashed instance's lease simply expires. */
const LEASE_MS = 10 * 60_000;
/** How long a question waits for another instance's build of the same course before reading itself. */
const WAIT_FOR_BUILD_MS = 30_000;
const POLL_MS = 250;

export interface SyncReport {
  read: number;
  filesRead: number;
  filesSkipped: { contentId: string; fileName: string; reason: string }[];
  failures: { contentId: string; title: string; message: string }[];
  /** Passages given a vector (with an embeddings endpoint). */
  embedded: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The listed items the index lacks or holds at another `modified` date (or only partly). */
function staleItems(listing: Listing, indexed: Map<string, string | null>): WalkedItem[] {
  return listing.items.filter((w) => {
    const have = indexed.get(w.item.id!);
    return have === undefined || have === null || have !== (w.item.modified ?? '');
  });
}

/**
 * Brings the course's index up to date with a listing: reads the items that are new or changed
 * (all of them with `everything`) and, when the listing is the whole course, drops items Learn
 * no longer has; with an embeddings endpoint, embeds the passages without a vector of its model.
 * Holds the course's build lease meanwhile, so a second instance asking about the
 * same course waits for this build instead of reading the same items from Learn again.
 */
export async function syncIndex(
  ctx: ServiceContext,
  client: LearnClient,
  courseId: string,
  listing: Listing,
  options: { deleteMissing: boolean; everything?: boolean; embeddings?: ChatEmbeddings | null },
): Promise<SyncReport> {
  const report: SyncReport = { read: 0, filesRead: 0, filesSkipped: [], failures: [], embedded: 0 };
  const pending = async () => {
    const indexed = await passages.indexedItems(ctx.db, courseId);
    const listed = new Set(listing.items.map((w) => w.item.id!));
    return {
      stale: options.everything ? listing.items : staleItems(listing, indexed),
      gone: options.deleteMissing ? [...indexed.keys()].filter((id) => !listed.has(id)) : [],
    };
  };
  let work = await pending();
  const { embeddings } = options;
  if (
    work.stale.length === 0 &&
    work.gone.length === 0 &&
    !(embeddings && (await embeddingsDue(ctx, embeddings, courseId)))
  )
    return report;

  const deadline = Date.now() + WAIT_FOR_BUILD_MS;
  let leased = false;
  for (;;) {
    const now = ctx.now();
    leased = await store.claimBuild(ctx.db, courseId, now, new Date(now.getTime() + LEASE_MS));
    if (leased || Date.now() >= deadline) break;
    await sleep(POLL_MS);
  }
  try {
    // Another build may have done (part of) the work while this one waited.
    if (!options.everything) work = await pending();
    const limit = pLimit(READ_CONCURRENCY);
    await Promise.all(
      work.stale.map((walked) =>
        limit(async () => {
          const contentId = walked.item.id!;
          const text = await readItem(client, courseId, walked, new URL(ctx.db.platform).host);
          await passages.replaceItem(
            ctx.db,
            courseId,
            contentId,
            text.passages,
            text.complete ? (walked.item.modified ?? '') : null,
          );
          report.read += 1;
          report.filesRead += text.filesRead.length;
          report.filesSkipped.push(...text.filesSkipped.map((f) => ({ contentId, ...f })));
          if (text.failure) report.failures.push({ contentId, title: walked.item.title ?? '', message: text.failure });
        }),
      ),
    );
    await passages.deleteItems(ctx.db, courseId, work.gone);
    // New and changed passages (or all, after a change of model) get their vectors under the same lease.
    if (embeddings) report.embedded = await embedPending(ctx, embeddings, courseId);
  } finally {
    if (leased) await store.releaseBuild(ctx.db, courseId, ctx.now());
  }
  return report;
}
