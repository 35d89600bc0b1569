import { format } from '@tools/launch/format';
import * as v from 'valibot';
import { HttpUrl, learnId, text } from './common.ts';
import { contractMessages as M } from './messages.ts';

/** A question longer than this is refused (the model path sends at most 2,000 characters anyway). */
export const MAX_CHAT_PROMPT_LENGTH = 2000;

/**
 * POST /chat (spec 002 §7): `{platformUrl, prompt, role, courseUuid}` with the bearer token.
 * `role` is the widget's display hint; the server asks Learn for the caller's course role and
 * never uses this one. `platformUrl` must name the same Learn site as `X-Learn-Platform`.
 */
export const ChatRequest = v.object({
  platformUrl: HttpUrl,
  prompt: text('prompt', MAX_CHAT_PROMPT_LENGTH, { multiline: true }),
  role: v.optional(v.nullable(text('role', 100, { allowEmpty: true }))),
  courseUuid: learnId('courseUuid'),
});
export type ChatRequest = v.InferOutput<typeof ChatRequest>;

/** A citation: the Learn item's page (http(s) only, so no script link reaches the widget) and its title. */
export const ChatCitation = v.object({
  href: HttpUrl,
  title: v.pipe(
    v.string(format(M.notString, { name: 'title' })),
    v.maxLength(1000, format(M.tooLong, { name: 'title' })),
  ),
});
export type ChatCitation = v.InferOutput<typeof ChatCitation>;

/** `{answer, citations}`; `[n]` in the answer refers to citations[n-1]. */
export const ChatResponse = v.object({
  answer: v.pipe(
    v.string(format(M.notString, { name: 'answer' })),
    v.maxLength(20_000, format(M.tooLong, { name: 'answer' })),
  ),
  citations: v.pipe(v.array(ChatCitation), v.maxLength(20, M.tooManyCitations)),
});
export type ChatResponse = v.InferOutput<typeof ChatResponse>;

/** POST /chat/reindex: course staff rebuild the course's index from Learn. */
export const ChatReindexRequest = v.object({
  platformUrl: v.optional(HttpUrl),
  courseUuid: learnId('courseUuid'),
});
export type ChatReindexRequest = v.InferOutput<typeof ChatReindexRequest>;

export const ChatReindexResponse = v.object({
  /** Content items indexed. */
  items: v.number(),
  chunks: v.number(),
  /** Attached files whose text was read, and those that were not (with the reason). */
  files: v.object({
    read: v.number(),
    skipped: v.array(v.object({ contentId: v.string(), fileName: v.string(), reason: v.string() })),
  }),
  /** Items or folders Learn did not answer for; they are tried again on the next refresh. */
  failures: v.array(v.object({ contentId: v.string(), title: v.string(), message: v.string() })),
  /** Learn requests the rebuild made. */
  learnRequests: v.number(),
  indexedAt: v.string(),
});
export type ChatReindexResponse = v.InferOutput<typeof ChatReindexResponse>;
