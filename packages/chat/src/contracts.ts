import { format } from '@tools/launch/format';
import * as v from 'valibot';
import { HttpUrl, learnId, text, contractMessages as M } from '@tools/backend-api/contracts';

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

const shortText = (name: string, max: number) =>
  v.pipe(v.string(format(M.notString, { name })), v.maxLength(max, format(M.tooLong, { name })));

/**
 * A citation: the Learn item's page or the attached file (http(s) only, so no script link
 * reaches the widget), its title, and the sentence the answer quotes from it (issue 25 §5).
 */
export const ChatCitation = v.object({
  href: HttpUrl,
  title: shortText('title', 1000),
  quote: v.optional(shortText('quote', 4000)),
});
export type ChatCitation = v.InferOutput<typeof ChatCitation>;

/**
 * How the question was read (course staff only, issue 25 §2): per part, the kind of answer asked
 * for, each word with the terms searched for it, the best passages, and why a part was not answered.
 */
export const ChatDebug = v.object({
  parts: v.array(
    v.object({
      text: v.string(),
      asks: v.array(v.string()),
      refusal: v.nullable(v.string()),
      words: v.array(
        v.object({
          word: v.string(),
          weight: v.number(),
          terms: v.array(
            v.object({ term: v.string(), source: v.string(), weight: v.number(), via: v.optional(v.string()) }),
          ),
        }),
      ),
      passages: v.array(v.object({ title: v.string(), heading: v.string(), score: v.number() })),
    }),
  ),
});
export type ChatDebug = v.InferOutput<typeof ChatDebug>;

/** `{answer, citations}`; `[n]` in the answer refers to citations[n-1]. `debug` for course staff only. */
export const ChatResponse = v.object({
  answer: v.pipe(
    v.string(format(M.notString, { name: 'answer' })),
    v.maxLength(20_000, format(M.tooLong, { name: 'answer' })),
  ),
  citations: v.pipe(v.array(ChatCitation), v.maxLength(20, M.tooManyCitations)),
  debug: v.optional(ChatDebug),
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

/** POST /chat/flagged: course staff list the passages the assistant will not use (issue 25 §4). */
export const ChatFlaggedRequest = v.object({
  platformUrl: v.optional(HttpUrl),
  courseUuid: learnId('courseUuid'),
});
export type ChatFlaggedRequest = v.InferOutput<typeof ChatFlaggedRequest>;

export const ChatFlaggedResponse = v.object({
  items: v.array(
    v.object({
      contentId: v.string(),
      /** The item's title, or the attached file's name. */
      title: v.string(),
      /** The item's page (or the file) in Learn. */
      href: HttpUrl,
      /** What kind of planted text it is (`instructions`, `addresses-assistant`, `revokes-policy`, `credentials`, `outside-address`). */
      kind: v.string(),
      /** The sentence that gave it away. */
      evidence: v.string(),
    }),
  ),
});
export type ChatFlaggedResponse = v.InferOutput<typeof ChatFlaggedResponse>;
