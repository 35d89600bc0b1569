import { ANSWER_TEXTS } from './messages.ts';
import { neutraliseQuote } from './neutralise.ts';
import { quoteOf } from './quote.ts';
import type { ChunkSearchRow } from './sql.ts';
import type { ChatAnswer, Passage } from './types.ts';

export interface RelevanceOptions {
  /** Lowest normalised ts_rank_cd a passage may have. */
  minRank: number;
  /** Lowest share of the question's lexemes the passage must contain. */
  minCoverage: number;
  /** A passage is dropped when its rank is below this share of the best passage's. */
  relativeRank: number;
  /** A passage is dropped when it matches more than this many question words fewer than the best. */
  matchedSlack: number;
  /** Most passages (one per item) an answer quotes or a model is given. */
  maxPassages: number;
}

/** Calibrated on eval/questions.json (docs/benchmarks.md, "Course AI assistant"). */
export const RELEVANCE_DEFAULTS: RelevanceOptions = {
  minRank: 0.1,
  minCoverage: 0.5,
  relativeRank: 0.5,
  matchedSlack: 0,
  maxPassages: 3,
};

/** The item's page on the caller's Learn site. The platform's origin always wins over a link's own host. */
export function citationHref(platformUrl: string, linkPath: string): string {
  const origin = new URL(platformUrl).origin;
  const url = new URL(linkPath, `${origin}/`);
  return `${origin}${url.pathname}${url.search}${url.hash}`;
}

export function rowToPassage(row: ChunkSearchRow, platformUrl: string): Passage {
  return {
    contentId: row.content_id,
    title: row.title,
    href: citationHref(platformUrl, row.link_path),
    text: row.body,
    excerpt: row.excerpt,
    rank: Number(row.rank),
    matched: Number(row.matched),
    queryTerms: Number(row.query_terms),
  };
}

export function coverage(p: Pick<Passage, 'matched' | 'queryTerms'>): number {
  return p.queryTerms > 0 ? p.matched / p.queryTerms : 0;
}

/**
 * The passages an answer may use: best chunk per item (input is in SEARCH_CHUNKS_SQL order),
 * each above the relevance threshold and not far below the first (in words matched and in
 * rank), at most `maxPassages`. Empty means the course materials do not answer the question.
 */
export function selectPassages(ranked: readonly Passage[], options: Partial<RelevanceOptions> = {}): Passage[] {
  const o = { ...RELEVANCE_DEFAULTS, ...options };
  const seen = new Set<string>();
  const best: Passage[] = [];
  for (const p of ranked) {
    if (seen.has(p.contentId)) continue;
    seen.add(p.contentId);
    best.push(p);
  }
  const relevant = best.filter((p) => p.rank >= o.minRank && coverage(p) >= o.minCoverage);
  const first = relevant[0];
  if (!first) return [];
  return relevant
    .filter((p) => p.matched >= first.matched - o.matchedSlack && p.rank >= first.rank * o.relativeRank)
    .slice(0, o.maxPassages);
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
