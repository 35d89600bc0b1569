import type * as chat from '../contracts.ts';
import { webStorage } from '@tools/ui';
import * as v from 'valibot';

/**
 * One message of the conversation (spec 002 §3: role, content, citations with href and title; a
 * citation may carry the sentence it quotes, issue 25 §5). `debug` (course staff only) says how
 * the question was read; it is not kept in the session store.
 */
export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
  citations: { href: string; title: string; quote?: string | undefined }[];
  debug?: chat.ChatDebug | undefined;
}

/** Older messages are dropped beyond this, so the session store never fills up. */
export const MAX_HISTORY = 100;

const Stored = v.array(
  v.object({
    role: v.picklist(['user', 'assistant']),
    content: v.string(),
    citations: v.array(
      v.object({
        // Only http(s) links come back out of storage, whatever was put in.
        href: v.pipe(
          v.string(),
          v.check((s) => /^https?:\/\//i.test(s)),
        ),
        title: v.string(),
        quote: v.optional(v.string()),
      }),
    ),
  }),
);

/** The session-store key of one conversation: per Learn site, course and user (spec 002 §4). */
export function historyKey(platformUrl: string | null, course: string | null, user: string | null): string {
  return `course-chat:v1:${platformUrl ?? '-'}|${course ?? '-'}|${user ?? '-'}`;
}

export const greetingMessage = (greeting: string): ChatMessage => ({
  role: 'assistant',
  content: greeting,
  citations: [],
});

/** The stored conversation, or null when there is none (or it is unreadable). */
export function readHistory(key: string): ChatMessage[] | null {
  const raw = webStorage('session').getItem(key);
  if (!raw) return null;
  try {
    const parsed = v.safeParse(Stored, JSON.parse(raw));
    return parsed.success && parsed.output.length > 0 ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Where storage is blocked in the frame, the conversation lasts as long as the page (web-storage.ts). */
export function writeHistory(key: string, messages: readonly ChatMessage[]): void {
  const kept = messages.slice(-MAX_HISTORY).map(({ debug: _debug, ...message }) => message);
  webStorage('session').setItem(key, JSON.stringify(kept));
}

/** The assistant message for a server reply; an empty answer is spec 002 §8's 'I couldn’t generate an answer.' */
export function replyMessage(reply: chat.ChatResponse, noAnswer: string): ChatMessage {
  return reply.answer.trim() === ''
    ? { role: 'assistant', content: noAnswer, citations: [] }
    : {
        role: 'assistant',
        content: reply.answer,
        citations: reply.citations,
        ...(reply.debug ? { debug: reply.debug } : {}),
      };
}
