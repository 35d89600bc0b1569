import { conceptTag, findConcepts } from './glossary.ts';
import type { Vocabulary } from './question.ts';
import { isContentWord, isNumber, stem, tokenize } from './words.ts';

/**
 * The passages of a course the asker may see, as the search reads them: each passage's index
 * terms (content stems and glossary tags) in its text and in its title (the item's title, its
 * folders, its section headings, the attached file's name), with the statistics BM25 needs.
 * Built per question from the stored passages, so what counts as a word or a concept can change
 * without re-reading the course from Learn.
 */

/** A stored passage as the search needs it (the server's rows, the evaluation's in-memory index). */
export interface SearchPassage {
  contentId: string;
  ordinal: number;
  itemTitle: string;
  /** Folders above the item, outermost first. */
  breadcrumb: string[];
  /** Section headings above the passage inside the item (or the attached file). */
  headingPath: string[];
  /** The attached file the passage comes from; null for the item's own text. */
  fileName: string | null;
  /** Learn path the citation opens (the item's page, or the file). */
  linkPath: string;
  text: string;
  /** The passage's embedding when embeddings are configured. */
  embedding?: readonly number[] | null;
}

export interface IndexedPassage {
  passage: SearchPassage;
  /** Term frequencies of the text. */
  body: Map<string, number>;
  /** Terms of the title, headings, folders and file name together (for ranking). */
  title: Set<string>;
  /** The same apart, for how much a concept found there lends a sentence of the passage. */
  headings: Set<string>;
  itemTitle: Set<string>;
  breadcrumb: Set<string>;
  /** The passage is only the item's title (a web link, a video): it names a thing, it says nothing. */
  titleOnly: boolean;
  length: number;
}

export interface CourseIndex extends Vocabulary {
  passages: IndexedPassage[];
  /** Passages holding the term (text or title). */
  df(term: string): number;
  /** BM25's inverse document frequency of a term (0 when no passage has it). */
  idf(term: string): number;
  /** The idf of a term no passage has: the most a term can count. */
  maxIdf: number;
  avgLength: number;
}

const ORDINALS = /^(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)$/;

/**
 * The name of a numbered thing, as one term: "week 3" -> `week#3`, "Lab Report 2" -> `report#2`,
 * "the first quiz" -> `quiz#1`; so "week 3" is not found wherever a 3 and a week appear apart.
 */
export function numberedTerm(word: string, number: string): string {
  return `${stem(word)}#${stem(number)}`;
}

/** Index terms of a text: content stems, `word#n` names of numbered things, and `#tag`s of glossary phrases. */
export function textTerms(text: string): string[] {
  const words = tokenize(text);
  const stems = words.map((w) => stem(w));
  const terms = stems.filter((_, i) => isContentWord(words[i]!));
  for (let i = 0; i + 1 < words.length; i += 1) {
    const [a, b] = [words[i]!, words[i + 1]!];
    if (isContentWord(a) && !isNumber(a) && /^\d{1,4}$/.test(b)) terms.push(numberedTerm(a, b));
    else if (ORDINALS.test(a) && isContentWord(b) && !isNumber(b)) terms.push(numberedTerm(b, a));
  }
  for (const match of findConcepts(stems)) {
    const phrase = words.slice(match.start, match.end);
    if (!phrase.some(isContentWord)) continue;
    for (const id of match.concepts) terms.push(conceptTag(id));
  }
  return terms;
}

export const passageTitleText = (p: SearchPassage) =>
  [p.itemTitle, ...p.breadcrumb, ...p.headingPath, p.fileName ?? ''].join('\n');

export function buildCourseIndex(passages: readonly SearchPassage[]): CourseIndex {
  const indexed: IndexedPassage[] = [];
  const words = new Map<string, number>();
  const df = new Map<string, number>();
  let total = 0;
  for (const passage of passages) {
    const body = new Map<string, number>();
    const bodyTerms = textTerms(passage.text);
    for (const t of bodyTerms) body.set(t, (body.get(t) ?? 0) + 1);
    const title = new Set(textTerms(passageTitleText(passage)));
    const headings = new Set(textTerms(passage.headingPath.join('\n')));
    const itemTitle = new Set(textTerms(`${passage.itemTitle}\n${passage.fileName ?? ''}`));
    const breadcrumb = new Set(textTerms(passage.breadcrumb.join('\n')));
    for (const w of tokenize(`${passage.text}\n${passageTitleText(passage)}`))
      if (isContentWord(w)) words.set(w, (words.get(w) ?? 0) + 1);
    for (const t of new Set([...body.keys(), ...title])) df.set(t, (df.get(t) ?? 0) + 1);
    total += bodyTerms.length;
    const titleOnly = passage.text.trim() === passage.itemTitle.trim();
    indexed.push({ passage, body, title, headings, itemTitle, breadcrumb, titleOnly, length: bodyTerms.length });
  }
  const n = indexed.length;
  const idfOf = (d: number) => Math.log(1 + (n - d + 0.5) / (d + 0.5));
  return {
    passages: indexed,
    words,
    hasTerm: (term) => df.has(term),
    df: (term) => df.get(term) ?? 0,
    idf: (term) => {
      const d = df.get(term) ?? 0;
      return d === 0 ? 0 : idfOf(d);
    },
    maxIdf: idfOf(0),
    avgLength: n > 0 ? total / n : 0,
  };
}
