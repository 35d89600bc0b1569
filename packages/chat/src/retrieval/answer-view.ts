import { citationHref } from '../domain/answer.ts';
import type { Passage } from '../domain/types.ts';
import type { Retrieval } from './answer.ts';

/**
 * How a question was read, for course staff (issue 25 §2: "the expansion visible in a debug view
 * for staff"): each part, the kind of answer it asks for, each word with the terms it was searched
 * as (its own stem, a spelling correction, glossary concepts, synonyms) and their weights, the best
 * passages and, when the part was not answered, why.
 */
export interface AnswerDebug {
  parts: {
    text: string;
    asks: string[];
    refusal: string | null;
    words: { word: string; weight: number; terms: { term: string; source: string; weight: number; via?: string }[] }[];
    passages: { title: string; heading: string; score: number }[];
  }[];
}

const round = (x: number) => Math.round(x * 100) / 100;

export function answerDebug(retrieval: Retrieval): AnswerDebug {
  return {
    parts: retrieval.parts.map((p) => ({
      text: p.part.text,
      asks: [...p.part.types],
      refusal: p.refusal ?? null,
      words: p.part.concepts.map((c) => ({
        word: c.label,
        weight: round(c.importance),
        terms: c.variants.map((v) => ({
          term: v.term,
          source: v.source,
          weight: round(v.weight),
          ...(v.via ? { via: v.via } : {}),
        })),
      })),
      passages: p.ranked.slice(0, 5).map((r) => ({
        title: r.passage.fileName ?? r.passage.itemTitle,
        heading: r.passage.headingPath.join(' › '),
        score: round(r.score),
      })),
    })),
  };
}

/**
 * The passages a model is given: the whole passages the quoted sentences come from, in the order
 * they are quoted (numbered from 1 for the model's citations). Empty when nothing was found: no
 * model is asked then.
 */
export function modelPassages(retrieval: Retrieval, platformUrl: string): Passage[] {
  const seen = new Map<string, Passage>();
  for (const part of retrieval.parts)
    for (const { passage } of part.quotes) {
      const key = `${passage.contentId}:${passage.ordinal}`;
      if (seen.has(key)) continue;
      seen.set(key, {
        contentId: passage.contentId,
        title: passage.fileName ?? passage.itemTitle,
        href: citationHref(platformUrl, passage.linkPath),
        text: passage.text,
        excerpt: part.quotes.map((q) => q.sentence).join(' '),
        rank: 1,
        matched: 0,
        queryTerms: 0,
      });
    }
  return [...seen.values()];
}
