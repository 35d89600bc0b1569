import pLimit from 'p-limit';
import type { ServiceContext } from '@tools/server-core/context.ts';
import { embeddingFailure, type ChatEmbeddings } from './embeddings.ts';
import * as store from './index-store.ts';
import * as passages from './passage-store.ts';

/**
 * The embedding side of the course index (issue 25 §2, hybrid search): passages are embedded in
 * batches when the index is built or refreshed (only those without a vector of the configured
 * model: new, changed, or another model's), the question once when it is asked. A failure of the
 * endpoint never fails a question: the passages stay without vectors (tried again at a later
 * refresh) and the answer is the lexical one. Only the error's kind and status are logged.
 */

/** Texts per `/embeddings` request (OpenAI takes 2,048; local servers often far fewer at once). */
const EMBEDDING_BATCH = 64;
/** Requests in flight at once while a course is embedded. */
const EMBEDDING_CONCURRENCY = 2;
/**
 * After a failure the course is not embedded (passages or questions) for this long: a dead or
 * hanging endpoint then costs one timeout per course every few minutes, not one per question.
 */
const EMBEDDINGS_BACKOFF_MS = 5 * 60_000;

async function paused(ctx: ServiceContext, courseId: string): Promise<boolean> {
  return store.embeddingsFailedSince(ctx.db, courseId, new Date(ctx.now().getTime() - EMBEDDINGS_BACKOFF_MS));
}

async function failed(
  ctx: ServiceContext,
  embeddings: ChatEmbeddings,
  courseId: string,
  stage: string,
  error: unknown,
) {
  ctx.log.warn('chat embeddings failed; lexical search only', {
    model: embeddings.name,
    stage,
    ...embeddingFailure(error),
  });
  await store.recordEmbeddingsFailure(ctx.db, courseId, ctx.now());
}

/** Passages are waiting for a vector and the endpoint is not in its back-off. */
export async function embeddingsDue(
  ctx: ServiceContext,
  embeddings: ChatEmbeddings,
  courseId: string,
): Promise<boolean> {
  return (await passages.countToEmbed(ctx.db, courseId, embeddings.name)) > 0 && !(await paused(ctx, courseId));
}

/** Embeds the course's passages that lack a vector of the model; the number embedded. */
export async function embedPending(ctx: ServiceContext, embeddings: ChatEmbeddings, courseId: string): Promise<number> {
  if (await paused(ctx, courseId)) return 0;
  const pending = await passages.passagesToEmbed(ctx.db, courseId, embeddings.name);
  const batches: (typeof pending)[] = [];
  for (let i = 0; i < pending.length; i += EMBEDDING_BATCH) batches.push(pending.slice(i, i + EMBEDDING_BATCH));
  const limit = pLimit(EMBEDDING_CONCURRENCY);
  let stopped = false;
  let embedded = 0;
  await Promise.all(
    batches.map((batch) =>
      limit(async () => {
        // After one failure the rest wait for a later refresh (the endpoint is down or refusing).
        if (stopped) return;
        let vectors: number[][];
        try {
          vectors = await embeddings.embed(
            batch.map((p) => p.input),
            'passages',
          );
        } catch (error) {
          if (!stopped) {
            stopped = true;
            await failed(ctx, embeddings, courseId, 'passages', error);
          }
          return;
        }
        await passages.saveEmbeddings(
          ctx.db,
          courseId,
          embeddings.name,
          batch.map((passage, i) => ({ passage, embedding: vectors[i]! })),
        );
        embedded += batch.length;
      }),
    ),
  );
  return embedded;
}

/** The question's vector, or null (endpoint failing or in its back-off): the search is then lexical. */
export async function embedQuestion(
  ctx: ServiceContext,
  embeddings: ChatEmbeddings,
  courseId: string,
  question: string,
): Promise<number[] | null> {
  if (await paused(ctx, courseId)) return null;
  try {
    return (await embeddings.embed([question], 'question'))[0] ?? null;
  } catch (error) {
    await failed(ctx, embeddings, courseId, 'question', error);
    return null;
  }
}
