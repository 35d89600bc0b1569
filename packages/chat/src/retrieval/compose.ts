import { citationHref, notCoveredAnswer } from '../domain/answer.ts';
import { ANSWER_TEXTS } from '../domain/messages.ts';
import { CITATION_GROUP } from '../domain/neutralise.ts';
import type { ChatAnswer, Citation } from '../domain/types.ts';
import type { Quote, Retrieval } from './answer.ts';

/**
 * The answer without a model (issue 25 §3, §5): each answered part's sentences quoted whole, in
 * the order of the question, each followed by `[n]` for citations[n-1]. A citation names the item
 * (or the attached file, opening the file itself) and carries the quoted sentence; for a page it
 * also asks the browser to scroll to and highlight that sentence (a text fragment). Course text
 * is quoted as it is, except bracketed numbers ("[9]"), which would read as citations. Planted
 * passages never get here: they are not in the index the search reads.
 */

/** `#:~:text=start,end` for a sentence (its first and last words), encoded as the fragment syntax requires. */
export function textFragment(sentence: string): string {
  const enc = (s: string) => encodeURIComponent(s).replace(/-/g, '%2D');
  const words = sentence.replace(/\s+/g, ' ').trim().split(' ');
  if (words.length <= 8) return `#:~:text=${enc(words.join(' '))}`;
  return `#:~:text=${enc(words.slice(0, 4).join(' '))},${enc(words.slice(-4).join(' '))}`;
}

export const quoteText = (sentence: string) =>
  sentence
    .replace(CITATION_GROUP, '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ +([.,;:!?)])/g, '$1')
    .trim();

function citationOf(platformUrl: string, quote: Quote): Citation {
  const { passage } = quote;
  const href = citationHref(platformUrl, passage.linkPath);
  const sentence = quoteText(quote.sentence);
  return {
    // A file opens as itself; a page scrolls to the sentence (browsers without fragments ignore it).
    href: passage.fileName ? href : `${href.split('#')[0]}${textFragment(sentence)}`,
    title: passage.fileName ?? passage.itemTitle,
    quote: sentence,
  };
}

export function composeAnswer(retrieval: Retrieval, platformUrl: string): ChatAnswer {
  const answered = retrieval.parts.filter((p) => p.quotes.length > 0);
  if (answered.length === 0) return notCoveredAnswer();
  const citations: Citation[] = [];
  const numbers = new Map<string, number>();
  const lines: string[] = [ANSWER_TEXTS.quotedIntro];
  for (const part of answered) {
    for (const quote of part.quotes) {
      const key = `${quote.passage.linkPath}\n${quote.sentence}`;
      if (numbers.has(key)) continue;
      citations.push(citationOf(platformUrl, quote));
      numbers.set(key, citations.length);
      lines.push(`“${quoteText(quote.sentence)}” [${citations.length}]`);
    }
  }
  if (answered.length < retrieval.parts.length) lines.push(ANSWER_TEXTS.partlyCovered);
  return { answer: lines.join('\n\n'), citations };
}
