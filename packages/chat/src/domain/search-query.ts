/**
 * English stop words (PostgreSQL's `english` dictionary list) plus question fillers that carry
 * no topic ("tell me", "please"). Dropping them here keeps a question made only of them from
 * reaching PostgreSQL as an empty tsquery.
 */
const STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself ' +
    'it its itself they them their theirs themselves what which who whom this that these those am is are was were be ' +
    'been being have has had having do does did doing a an the and but if or because as until while of at by for with ' +
    'about against between into through during before after above below to from up down in out on off over under again ' +
    'further then once here there when where why how all any both each few more most other some such no nor not only own ' +
    'same so than too very s t can will just don should now ' +
    // Question fillers.
    'please tell know anything something would could may might must shall im ive id dont doesnt whats hi hello thanks thank'
  ).split(' '),
);

/** At most this many terms reach the query (a pasted essay must not become a 500-term OR). */
export const MAX_QUERY_TERMS = 24;
const MAX_TERM_LENGTH = 64;

/**
 * The words of a question that can match course text: Unicode letters and digits only
 * (everything else, including every tsquery operator `& | ! : * ( ) '` and quotes, separates
 * words), lower-cased, stop words and single letters dropped, first occurrence order, bounded.
 */
export function searchTerms(question: string): string[] {
  const words = question
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['’](s|t|re|ve|ll|d|m)\b/gu, '') // "syllabus's", "don't": keep the stem only
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w && !STOP_WORDS.has(w) && (w.length > 1 || /\p{N}/u.test(w)));
  return [...new Set(words.map((w) => w.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_QUERY_TERMS);
}

/**
 * Text for `to_tsquery('english', $n)`: the terms ORed, each single-quoted. Terms hold only
 * letters and digits, so nothing in them can be read as tsquery syntax; the quotes make each a
 * plain lexeme that the english configuration stems. Empty when no term is left.
 */
export function toTsQueryText(terms: readonly string[]): string {
  return terms
    .map((t) => t.replace(/[^\p{L}\p{M}\p{N}]/gu, ''))
    .filter(Boolean)
    .map((t) => `'${t}'`)
    .join(' | ');
}
