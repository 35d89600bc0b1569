import { quotedAnswer } from './answer.ts';
import type { ChatAnswer, Passage } from './types.ts';

/** A model answer longer than this is cut (a runaway generation must not flood the widget). */
export const MAX_ANSWER_CHARS = 3000;

/** `[1]`, `[1, 2]`, `[1][2]`: one bracket group of citation numbers. */
const CITATION_GROUP = /\[\s*(\d{1,4}(?:\s*[,;]\s*\d{1,4})*)\s*\]/g;
const MARKDOWN_IMAGE = /!\[[^\]\n]*\]\([^)\n]*\)/g;
const MARKDOWN_LINK = /\[([^\]\n]+)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"\n]*")?\s*\)/g;
const HTML_TAG = /<\/?[a-z][^<>]*>/gi;
/** Anything that reads as an address: a scheme URL, `www.`, or a script/data/mail URI. */
const ADDRESS =
  /\b(?:[a-z][a-z\d+.-]*:\/\/|www\.)[^\s<>"'`)\]]+|\b(?:javascript|data|mailto|vbscript):[^\s<>"'`)\]]+/gi;

/** URLs compare without trailing punctuation the sentence added. */
const bare = (url: string) => url.replace(/[.,;:!?]+$/, '');

/** Every address the passages contain: the only ones an answer may repeat. */
function allowedAddresses(passages: readonly Passage[]): Set<string> {
  const out = new Set<string>();
  for (const p of passages) for (const m of `${p.text} ${p.excerpt}`.matchAll(ADDRESS)) out.add(bare(m[0]));
  return out;
}

/** Removes markup and every link the passages did not contain (kept links become plain text). */
function stripLinks(text: string, allowed: Set<string>): string {
  return text
    .replace(MARKDOWN_IMAGE, '')
    .replace(MARKDOWN_LINK, (_whole, label: string, url: string) =>
      allowed.has(bare(url)) ? `${label} (${bare(url)})` : label,
    )
    .replace(HTML_TAG, '')
    .replace(ADDRESS, (url) => (allowed.has(bare(url)) ? url : ''));
}

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
    .replace(/ +([.,;:!?])/g, '$1')
    .replace(/\(\s*\)/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();
}

/**
 * Turns a model's raw answer into the response: links the passages did not contain are
 * removed, citations outside the retrieved set are dropped, the rest renumbered to match the
 * citations list. An answer left with no valid citation (or empty) falls back to the quoted
 * passages, so nothing reaches the user that the course does not back.
 */
export function finishModelAnswer(raw: string | null | undefined, passages: readonly Passage[]): ChatAnswer {
  const cleaned = stripLinks(raw ?? '', allowedAddresses(passages)).slice(0, MAX_ANSWER_CHARS);
  const { text, order } = renumber(cleaned, passages.length);
  const answer = tidy(text);
  if (order.length === 0 || !/[\p{L}\p{N}]/u.test(answer.replace(CITATION_GROUP, ''))) return quotedAnswer(passages);
  return {
    answer,
    citations: order.map((n) => {
      const p = passages[n - 1]!;
      return { href: p.href, title: p.title };
    }),
  };
}
