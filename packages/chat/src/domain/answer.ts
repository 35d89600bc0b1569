import { ANSWER_TEXTS } from './messages.ts';
import { neutraliseQuote } from './neutralise.ts';
import { quoteOf } from './quote.ts';
import type { ChatAnswer, Passage } from './types.ts';

/** The item's page on the caller's Learn site. The platform's origin always wins over a link's own host. */
export function citationHref(platformUrl: string, linkPath: string): string {
  const origin = new URL(platformUrl).origin;
  const url = new URL(linkPath, `${origin}/`);
  return `${origin}${url.pathname}${url.search}${url.hash}`;
}

export function notCoveredAnswer(): ChatAnswer {
  return { answer: ANSWER_TEXTS.notCovered, citations: [] };
}

/**
 * The answer without a model (the default): each passage quoted verbatim (addresses and bracketed
 * numbers left out, see neutraliseQuote) and cited [n], in rank order; citations[n-1] is the item. No passages: the plain "not covered" answer.
 */
export function quotedAnswer(passages: readonly Passage[]): ChatAnswer {
  if (passages.length === 0) return notCoveredAnswer();
  const quotes = passages.map((p, i) => `“${neutraliseQuote(quoteOf(p))}” [${i + 1}]`);
  return {
    answer: [ANSWER_TEXTS.quotedIntro, ...quotes].join('\n\n'),
    citations: passages.map((p) => ({ href: p.href, title: p.title })),
  };
}
