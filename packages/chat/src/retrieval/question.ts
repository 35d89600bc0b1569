import { askedTypes, type AnswerType } from './answer-types.ts';
import { conceptTag, findConcepts } from './glossary.ts';
import type { Lexicon } from './lexicon.ts';
import { correctSpelling } from './spelling.ts';
import { isContentWord, isNumber, NUMBER_WORDS, stem, STOP_WORDS, tokenize } from './words.ts';

/**
 * A question read for search (issue 25 §2, §3): its parts (a two-part question is answered part
 * by part), what each part asks for, and its concepts. A concept is one word or glossary phrase
 * of the question with the index terms that stand for it: its own stem, the course word a typo
 * most likely meant, the glossary concept's tag and the lexicon's synonyms, each with a weight.
 */

export type VariantSource = 'word' | 'spelling' | 'glossary' | 'lexicon';

export interface Variant {
  term: string;
  weight: number;
  source: VariantSource;
  /** The word the variant came from (a synonym, the corrected spelling); for the debug view. */
  via?: string;
}

export interface QueryConcept {
  /** The question's own word or phrase. */
  label: string;
  variants: Variant[];
  /** How much the concept counts beside the others: 1, less for a bare number ("two days") or a part's borrowed context. */
  importance: number;
  /** The lexicon knows the word (an English word the course may simply not use). */
  known: boolean;
}

export interface QueryPart {
  text: string;
  types: AnswerType[];
  concepts: QueryConcept[];
}

export interface QueryPlan {
  question: string;
  parts: QueryPart[];
}

/** What the plan needs to know of the course: its words and how often each is used. */
export interface Vocabulary {
  /** Raw word -> occurrences in the passages the asker may see. */
  words: ReadonlyMap<string, number>;
  /** Whether an index term (stem or `#tag`) occurs in those passages. */
  hasTerm(term: string): boolean;
}

/** Texting spellings of the words that ask ("wen is", "wat time"), read before anything else. */
const ASKING_WORDS: [RegExp, string][] = [
  [/\b(wat|wot|wht|whta)\b/g, 'what'],
  [/\b(wats|whats|wots)\b/g, 'what is'],
  [/\b(wen|whn|wehn)\b/g, 'when'],
  [/\b(wher|whre|wheres)\b/g, 'where'],
  [/^\s*were (is|are|do|does|can)\b/g, 'where $1'],
  [/\bwhos\b/g, 'who is'],
  [/\b(hw|hwo)\b/g, 'how'],
  [/\bu\b/g, 'you'],
  [/\bur\b/g, 'your'],
  [/\br\b/g, 'are'],
];

export function normaliseAsking(question: string): string {
  let q = question.toLowerCase().replace(/[’`´]/g, "'");
  for (const [re, to] of ASKING_WORDS) q = q.replace(re, to);
  return q.replace(/\s+/g, ' ').trim();
}

const WH = 'what|when|where|who|whom|whose|which|why|how';
const AUX = 'is|are|was|were|can|could|do|does|did|will|would|should|may|must|am|has|have';
const SUBJECT = 'i|it|there|we|you|they|the|this|that|these|those|my|a|an|he|she|lab|labs|exams?|quiz|quizzes';
/** "… and what/when …", "…, and can I …", "… also is there …": where a second question starts. */
const JOIN = new RegExp(
  `\\s*(?:,\\s*)?\\b(?:and|also|plus|but)\\s+(?=(?:${WH})\\b|(?:${AUX})(?:n't)?\\s+(?:${SUBJECT})\\b)`,
  'i',
);

/**
 * The parts of a question: sentences ending in "?", and clauses joined by "and" when the second
 * is a question of its own ("When are labs on and what do I wear?"). "When and where is X?"
 * becomes "when is X" and "where is X". A part that lost its subject borrows the first part's
 * words later (see planQuestion).
 */
export function splitParts(question: string): string[] {
  const q = normaliseAsking(question);
  const sentences = q
    .split(/\?+\s*/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  const parts: string[] = [];
  for (const sentence of sentences) {
    const pair = new RegExp(`^(${WH})\\s+(?:and|&|or)\\s+(${WH})\\b\\s*(.*)$`).exec(sentence);
    if (pair) {
      parts.push(`${pair[1]} ${pair[3]}`, `${pair[2]} ${pair[3]}`);
      continue;
    }
    for (const clause of sentence.split(JOIN)) {
      if (tokenize(clause).filter(isContentWord).length > 0 || parts.length === 0) parts.push(clause.trim());
      else if (parts.length > 0) parts[parts.length - 1] += ` ${clause}`;
    }
  }
  return parts.filter(Boolean).slice(0, 4);
}

/** At most this many concepts per part (a pasted essay is not a question). */
const MAX_CONCEPTS = 16;
const WEIGHT = { spelling: 0.9, glossary: 0.8, glossaryOfSpelling: 0.7 } as const;
/** A number that is not an item's name ("two days late", "3 hours") only shades the ranking. */
const NUMBER_IMPORTANCE = { identifier: 1, parameter: 0.3 } as const;
/** Words of the first part that a later part borrows count this much there. */
const BORROWED_IMPORTANCE = 0.5;

function addVariant(concept: QueryConcept, variant: Variant) {
  const have = concept.variants.find((v) => v.term === variant.term);
  if (!have) concept.variants.push(variant);
  else if (have.weight < variant.weight) Object.assign(have, variant);
}

/** Glossary tags of a single word (as its own one-word phrase). */
function tagsOf(word: string): string[] {
  return findConcepts([stem(word)]).flatMap((m) => m.concepts.map(conceptTag));
}

async function partConcepts(text: string, vocabulary: Vocabulary, lexicon: Lexicon): Promise<QueryConcept[]> {
  const words = tokenize(text);
  const stems = words.map((w) => stem(w));
  const concepts: QueryConcept[] = [];
  const covered = new Set<number>();
  for (const match of findConcepts(stems)) {
    const phraseWords = words.slice(match.start, match.end);
    const content = phraseWords.filter(isContentWord);
    // A one-word match that is a stop word is only a glossary member by accident ("most").
    if (content.length === 0) continue;
    for (let i = match.start; i < match.end; i += 1) covered.add(i);
    const concept: QueryConcept = { label: phraseWords.join(' '), variants: [], importance: 1, known: true };
    for (const w of content) addVariant(concept, { term: stem(w), weight: 1, source: 'word' });
    for (const id of match.concepts) addVariant(concept, { term: conceptTag(id), weight: WEIGHT.glossary, source: 'glossary' });
    concepts.push(concept);
  }
  const loose = words
    .map((word, i) => ({ word, i }))
    .filter(({ word, i }) => !covered.has(i) && isContentWord(word));
  const lookups = await lexicon.lookup(loose.map((l) => l.word).filter((w) => !isNumber(w) && !NUMBER_WORDS[w]));
  for (const { word, i } of loose) {
    const numeric = isNumber(word) || NUMBER_WORDS[word] !== undefined;
    const previous = words[i - 1];
    // "lab report 2", "week 3", "quiz 1" name a thing; "2 days", "two hours" are amounts.
    const identifier = numeric && previous !== undefined && isContentWord(previous) && !isNumber(previous);
    const ordinal = /(st|nd|rd|th)$/.test(word) || word === 'first' || word === 'second' || word === 'third';
    const entry = lookups.get(word);
    const concept: QueryConcept = {
      label: word,
      variants: [{ term: stem(word), weight: 1, source: 'word' }],
      importance: numeric
        ? identifier || ordinal
          ? NUMBER_IMPORTANCE.identifier
          : NUMBER_IMPORTANCE.parameter
        : 1,
      known: numeric || entry !== undefined,
    };
    if (!numeric) {
      const inCourse = vocabulary.words.has(word) || vocabulary.hasTerm(stem(word));
      if (!inCourse && !entry) {
        const corrected = correctSpelling(word, vocabulary.words);
        if (corrected) {
          addVariant(concept, { term: stem(corrected), weight: WEIGHT.spelling, source: 'spelling', via: corrected });
          for (const tag of tagsOf(corrected))
            addVariant(concept, { term: tag, weight: WEIGHT.glossaryOfSpelling, source: 'glossary', via: corrected });
          concept.known = true;
        }
      }
      for (const related of entry?.related ?? []) {
        if (STOP_WORDS.has(related.word) || !vocabulary.words.has(related.word)) continue;
        addVariant(concept, { term: stem(related.word), weight: related.weight, source: 'lexicon', via: related.word });
      }
    }
    concepts.push(concept);
  }
  return concepts.slice(0, MAX_CONCEPTS);
}

/**
 * The plan of a question: its parts, what each asks for and its concepts. A later part borrows
 * the first part's concepts at half weight ("How long is quiz 1 and is it open book?": the
 * second part is about quiz 1 too).
 */
export async function planQuestion(question: string, vocabulary: Vocabulary, lexicon: Lexicon): Promise<QueryPlan> {
  const texts = splitParts(question);
  const parts: QueryPart[] = [];
  for (const text of texts) {
    parts.push({ text, types: askedTypes(text), concepts: await partConcepts(text, vocabulary, lexicon) });
  }
  const first = parts[0];
  for (const part of parts.slice(1)) {
    for (const c of first?.concepts ?? []) {
      if (part.concepts.some((own) => own.variants[0]?.term === c.variants[0]?.term)) continue;
      part.concepts.push({ ...c, importance: c.importance * BORROWED_IMPORTANCE });
    }
  }
  return { question, parts: parts.filter((p) => p.concepts.length > 0) };
}
