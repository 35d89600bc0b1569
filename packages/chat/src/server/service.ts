import type * as chat from '../contracts.ts';
import {
  answerDebug,
  buildCourseIndex,
  citationHref,
  buildModelMessages,
  composeAnswer,
  finishModelAnswer,
  modelPassages,
  planQuestion,
  retrieveAnswer,
  type ChatAnswer,
  type Lexicon,
  type Passage,
} from '@tools/chat/domain';
import { createLearnClient, isLearnError, type LearnClient } from '@tools/learn-api';
import type { ServiceContext } from '@tools/server-core/context.ts';
import { HttpError } from '@tools/server-core/http/errors.ts';
import { courseAccess, requireCourseRole } from '@tools/server-core/identity/roles.ts';
import { format, serverMessages } from '@tools/server-core/messages.ts';
import * as audit from './audit-store.ts';
import type { ChatConfig } from './chat-config.ts';
import { listCourse, type Listing } from './course-indexer.ts';
import type { ChatEmbeddings } from './embeddings.ts';
import { embedQuestion } from './index-embeddings.ts';
import { syncIndex, type SyncReport } from './index-sync.ts';
import * as passageStore from './passage-store.ts';
import { chatMessages as m } from './messages.ts';
import type { ChatModel } from './model.ts';
import * as rates from './rate-limit-store.ts';
import * as visibility from './visibility-store.ts';

/**
 * The course assistant (issue 15 §2). Who may do what:
 * - ask: any member of the course (Learn says so, by the caller's own id); the answer uses only
 *   items the caller's own Learn listing shows (availability, folders, release dates applied by Learn);
 * - re-index: course staff who see the whole course (instructor, teaching assistant, course builder).
 */

export interface ChatContext extends ServiceContext {
  config: ChatConfig;
  model: ChatModel | null;
  /** The embeddings endpoint of the hybrid search; null: lexical search only. */
  embeddings: ChatEmbeddings | null;
  fetch: typeof globalThis.fetch;
  /** Synonyms and known words for the search (WordNet on the server; none in a browser). */
  lexicon: Lexicon;
}

/** Roles whose listing shows the whole course, so items missing from it were deleted in Learn. */
const STAFF = ['instructor', 'teachingAssistant', 'courseBuilder'] as const;
const isStaff = (kind: string) => (STAFF as readonly string[]).includes(kind);

function learnClient(ctx: ChatContext, onRequest?: () => void): LearnClient {
  return createLearnClient({
    baseUrl: ctx.caller.platformUrl,
    token: ctx.caller.token,
    fetch: ctx.fetch,
    ...(onRequest ? { onRequest } : {}),
  });
}

/** Learn's refusal of the content listing, as the caller should read it. */
function learnFailure(error: unknown): never {
  if (isLearnError(error)) {
    if (error.kind === 'auth') throw new HttpError(401, serverMessages.tokenRefused);
    if (error.kind === 'forbidden' || error.kind === 'not-found') throw new HttpError(403, m.contentRefused);
    if (error.kind === 'rate-limited') throw new HttpError(503, m.learnBusy);
    throw new HttpError(502, m.contentUnavailable);
  }
  throw error;
}

/**
 * Counts the question in the caller's window; the seconds to wait when over the limit, else null.
 * Fixed windows aligned to the clock, so every instance agrees on the window of a moment.
 */
export async function rateLimit(ctx: ChatContext): Promise<number | null> {
  const windowMs = ctx.config.rateWindowSeconds * 1000;
  const now = ctx.now().getTime();
  const start = Math.floor(now / windowMs) * windowMs;
  const count = await rates.countQuestion(ctx.db, ctx.caller.user.id, new Date(start));
  if (count <= ctx.config.rateLimit) return null;
  return Math.max(1, Math.ceil((start + windowMs - now) / 1000));
}

export const rateLimitedMessage = (seconds: number) => format(m.rateLimited, { seconds });

function samePlatform(ctx: ChatContext, platformUrl: string | undefined) {
  if (platformUrl !== undefined && new URL(platformUrl).origin !== ctx.caller.platformUrl) {
    throw new HttpError(400, m.platformMismatch);
  }
}

/**
 * The ids of the items the caller can see now: the caller's own listing (with their token),
 * reused for `visibilityTtlSeconds`. A fresh listing also refreshes the index: items that are
 * new or whose `modified` date changed are read again.
 */
async function visibleItems(ctx: ChatContext, courseId: string, kind: string): Promise<string[]> {
  const ttl = ctx.config.visibilityTtlSeconds;
  const userId = ctx.caller.user.id;
  if (ttl > 0) {
    const cached = await visibility.recentVisible(ctx.db, courseId, userId, new Date(ctx.now().getTime() - ttl * 1000));
    if (cached) return cached;
  }
  const client = learnClient(ctx);
  const listing: Listing = await listCourse(client, courseId).catch(learnFailure);
  await syncIndex(ctx, client, courseId, listing, {
    deleteMissing: isStaff(kind) && listing.complete,
    embeddings: ctx.embeddings,
  });
  const ids = listing.items.map((w) => w.item.id!);
  if (ttl > 0) {
    const now = ctx.now();
    await visibility.saveVisible(ctx.db, courseId, userId, ids, now);
    await visibility.forgetOlder(ctx.db, courseId, new Date(now.getTime() - ttl * 1000));
  }
  return ids;
}

/**
 * The model's answer over the passages the search chose (never a flagged one: those are not in
 * the index it reads), checked by finishModelAnswer; the quoted answer when it fails or cites nothing.
 */
async function modelAnswer(
  ctx: ChatContext,
  model: ChatModel,
  prompt: string,
  passages: Passage[],
  quoted: ChatAnswer,
) {
  try {
    return finishModelAnswer(await model.complete(buildModelMessages(prompt, passages)), passages, quoted);
  } catch (error) {
    // The course still answers: the quoted sentences. Only the error's kind is logged (no prompt).
    ctx.log.warn('chat model failed', { model: model.name, error: error instanceof Error ? error.name : 'unknown' });
    return quoted;
  }
}

export async function ask(ctx: ChatContext, body: chat.ChatRequest): Promise<chat.ChatResponse> {
  samePlatform(ctx, body.platformUrl);
  const access = await courseAccess(ctx.learn, ctx.caller, body.courseUuid);
  const courseId = access.membership.courseId;
  const visible = await visibleItems(ctx, courseId, access.kind);
  // Only what the caller sees in Learn now, and never a flagged passage (issue 25 §4): the vectors
  // too are only those of these passages, so a hidden passage cannot be found by being near.
  const passages = await passageStore.searchablePassages(ctx.db, courseId, visible, ctx.embeddings?.name ?? null);
  const index = buildCourseIndex(passages);
  const plan = await planQuestion(body.prompt, index, ctx.lexicon);
  // Hybrid search when the course has vectors of the configured model; lexical when the endpoint fails.
  const queryEmbedding =
    ctx.embeddings && passages.some((p) => p.embedding)
      ? await embedQuestion(ctx, ctx.embeddings, courseId, body.prompt)
      : null;
  const retrieval = retrieveAnswer(plan, index, { queryEmbedding });
  const quoted = composeAnswer(retrieval, ctx.caller.platformUrl);
  const chosen = modelPassages(retrieval, ctx.caller.platformUrl);
  const answer: ChatAnswer =
    chosen.length > 0 && ctx.model ? await modelAnswer(ctx, ctx.model, body.prompt, chosen, quoted) : quoted;
  if (ctx.config.auditLogDays > 0) {
    const askedAt = ctx.now();
    await audit.recordQuestion(ctx.db, {
      courseId,
      userId: ctx.caller.user.id,
      askedAt,
      prompt: body.prompt,
      answer,
      model: chosen.length > 0 && ctx.model ? ctx.model.name : null,
    });
    await audit.purgeBefore(ctx.db, new Date(askedAt.getTime() - ctx.config.auditLogDays * 86_400_000));
  }
  // Course staff see how the question was read (issue 25 §2: the expansion, visible for staff).
  return isStaff(access.kind) ? { ...answer, debug: answerDebug(retrieval) } : answer;
}

/** Course staff: every visible item read again from Learn, deleted items dropped. */
export async function reindex(ctx: ChatContext, body: chat.ChatReindexRequest): Promise<chat.ChatReindexResponse> {
  samePlatform(ctx, body.platformUrl);
  const access = await requireCourseRole(ctx.learn, ctx.caller, body.courseUuid, STAFF);
  const courseId = access.membership.courseId;
  let learnRequests = 0;
  const client = learnClient(ctx, () => {
    learnRequests += 1;
  });
  const listing = await listCourse(client, courseId).catch(learnFailure);
  const report: SyncReport = await syncIndex(ctx, client, courseId, listing, {
    deleteMissing: listing.complete,
    everything: true,
    embeddings: ctx.embeddings,
  });
  await visibility.forgetCourse(ctx.db, courseId);
  return {
    items: listing.items.length,
    chunks: await passageStore.countPassages(ctx.db, courseId),
    files: { read: report.filesRead, skipped: report.filesSkipped },
    failures: [...listing.failures, ...report.failures],
    learnRequests,
    indexedAt: ctx.now().toISOString(),
  };
}

/** Course staff: the passages the assistant will not use (planted text), with links to the items. */
export async function flagged(ctx: ChatContext, body: chat.ChatFlaggedRequest): Promise<chat.ChatFlaggedResponse> {
  samePlatform(ctx, body.platformUrl);
  const access = await requireCourseRole(ctx.learn, ctx.caller, body.courseUuid, STAFF);
  const rows = await passageStore.flaggedPassages(ctx.db, access.membership.courseId);
  return {
    items: rows.map((r) => ({
      contentId: r.contentId,
      title: r.fileName ?? r.itemTitle,
      href: citationHref(ctx.caller.platformUrl, r.linkPath),
      kind: r.kind,
      evidence: r.evidence,
    })),
  };
}
