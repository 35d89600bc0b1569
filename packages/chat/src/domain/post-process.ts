import { quotedAnswer } from './answer.ts';
import { CITATION_GROUP, stripLinks } from './neutralise.ts';
import type { ChatAnswer, Passage } from './types.ts';

/** A model answer longer than this is cut (a runaway generation must not flood the widget). */
export const MAX_ANSWER_CHARS = 3000;

/**
 * Keeps citation numbers that exist (1..count) and renumbers them by first use, so the
 * citations list holds exactly the passages cited, in reading order.
 */
function renumber(text: string, count: number): { text: string; order: number[] } {
  const order: number[] = [];
  const out = text.replace(CITATION_GROUP, (_whole, list: string) => {
    const kept = list
      .split(/[,;]/)
      .map((n) => Number(n.trim()))
      .filter((n, i, all) => Number.isInteger(n) && n >= 1 && n <= count && all.indexOf(n) === i);
    return kept
      .map((n) => {
        if (!order.includes(n)) order.push(n);
        return `[${order.indexOf(n) + 1}]`;
      })
      .join('');
  });
  return { text: out, order };
}

function tidy(text: string): string {
  return text
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ +([.,;:!?)])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/\(\s*\)/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();
}

/**
 * Turns a model's raw answer into the response: markup and addresses are removed, citations outside the retrieved set are dropped, the rest renumbered to match the
 * citations list. An answer left with no valid citation (or empty) falls back to the quoted
 * passages, so nothing reaches the user that the course does not back.
 */
export function finishModelAnswer(
  raw: string | null | undefined,
  passages: readonly Passage[],
  /** The answer to give instead (default: the passages quoted); the server gives its own quoted answer. */
  fallback: ChatAnswer = quotedAnswer(passages),
): ChatAnswer {
  const cleaned = stripLinks(raw ?? '').slice(0, MAX_ANSWER_CHARS);
  const { text, order } = renumber(cleaned, passages.length);
  const answer = tidy(text);
  if (order.length === 0 || !/[\p{L}\p{N}]/u.test(answer.replace(CITATION_GROUP, ''))) return fallback;
  return {
    answer,
    citations: order.map((n) => {
      const p = passages[n - 1]!;
      return { href: p.href, title: p.title };
    }),
  };
}
