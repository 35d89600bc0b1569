import * as chat from '../contracts.ts';
import type { BackendCall } from '@tools/backend-api';

/** Spec 002 §7: the back end gets 20-25 s; a course's first question also builds its index. */
export const CHAT_TIMEOUT_MS = 25_000;
/** A re-index reads the whole course from Learn again. */
export const CHAT_REINDEX_TIMEOUT_MS = 120_000;

export function chatApi(call: BackendCall) {
  return {
    /** POST /chat: `{answer, citations}`; `[n]` in the answer is citations[n-1]. */
    ask: (body: chat.ChatRequest, options: { signal?: AbortSignal } = {}) =>
      call('post', 'chat', chat.ChatResponse, { json: body, timeoutMs: CHAT_TIMEOUT_MS, ...options }),
    /** POST /chat/flagged (course staff): the passages the assistant will not use. */
    flagged: (body: chat.ChatFlaggedRequest) => call('post', 'chat/flagged', chat.ChatFlaggedResponse, { json: body }),
    /** POST /chat/reindex (course staff). */
    reindex: (body: chat.ChatReindexRequest) =>
      call('post', 'chat/reindex', chat.ChatReindexResponse, { json: body, timeoutMs: CHAT_REINDEX_TIMEOUT_MS }),
  };
}
export type ChatApi = ReturnType<typeof chatApi>;
