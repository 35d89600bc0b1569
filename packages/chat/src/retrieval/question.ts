import { askedTypes, TYPE_WORDS, type AnswerType } from './answer-types.ts';
import { numberedTerm } from './course-index.ts';
import { conceptTag, findConcepts, GLOSSARY_WORDS } from './glossary.ts';
import type { Lexicon } from './lexicon.ts';
import { correctSpelling } from './spelling.ts';
import {
  COURSE_WORDS,
  isContentWord,
  isNumber,
  MODAL_WORDS,
  NUMBER_WORDS,
  stem,
  STOP_WORDS,
  tokenize,
} from './words.ts';

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
  /** A numbered thing ("week 3"): its first variant is its name, which must be in the course for it to be. */
  numbered?: boolean;
  /** Concepts from one glossary phrase ("final exam") share a phrase number: the phrase is found whole or not at all. */
  phrase?: number;
  /** The word names a thing: a noun only, or a name or code the lexicon does not know. */
  thing?: boolean;
  /** Borrowed from an earlier part as optional context: it may help a sentence, never count against it. */
  optional?: boolean;
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
      const ownQuestion = new RegExp(`^(${WH}|${AUX})\\b`).test(clause.trim());
      if (ownQuestion || tokenize(clause).some(isContentWord) || parts.length === 0) parts.push(clause.trim());
      else parts[parts.length - 1] += ` ${clause}`;
    }
  }
  return parts.filter(Boolean).slice(0, 4);
}

/** A course code or similar identifier: letters then digits ("chem201", "sci204"). */
const CODE = /^[a-z]{2,6}\d{2,4}$/;

/** At most this many concepts per part (a pasted essay is not a question). */
const MAX_CONCEPTS = 16;
const WEIGHT = { spelling: 0.9, glossary: 0.8, loneWordOfPhrase: 0.6, bareNumber: 0.3 } as const;
/** A number that is not an item's name ("two days late", "3 hours") only shades the ranking. */
/**
 * A word that is never a noun ("complete", "sit") says what is done with the thing asked about,
 * which the answer's wording often does not repeat: it counts a little less.
 */
const IMPORTANCE = { identifier: 1, parameter: 0.3, modal: 0.3, action: 0.6 } as const;
/** Units after a number make it an amount ("two days"), not a name ("report 2"). */
const UNITS =
  /^(days?|hours?|hrs?|minutes?|mins?|weeks?|months?|years?|marks?|points?|percent|times?|words?|pages?|am|pm)$/;
/** Words of the first part that a later part borrows count this much there (fully when it says "it", "they"). */
const BORROWED = { plain: 0.5, referredTo: 1 } as const;
const REFERS_BACK = /\b(it|its|they|them|their|there|this|that|these|those|one|ones)\b/;

function addVariant(concept: QueryConcept, variant: Variant) {
  const have = concept.variants.find((v) => v.term === variant.term);
  if (!have) concept.variants.push(variant);
  else if (have.weight < variant.weight) Object.assign(have, variant);
}

interface Word {
  /** As asked. */
  asked: string;
  /** After spelling correction. */
  word: string;
  corrected: boolean;
}

/**
 * The question's words with typos corrected: a word that is neither in the course, nor in the
 * glossary, nor an English word the lexicon knows, becomes the nearest course or glossary word.
 */
async function correctWords(text: string, vocabulary: Vocabulary, lexicon: Lexicon): Promise<Word[]> {
  const asked = tokenize(text);
  const candidates = asked.filter(
    (w) =>
      isContentWord(w) &&
      !isNumber(w) &&
      !NUMBER_WORDS[w] &&
      !vocabulary.words.has(w) &&
      !vocabulary.hasTerm(stem(w)) &&
      !GLOSSARY_WORDS.has(w),
  );
  const known = await lexicon.lookup(candidates);
  let targets: Map<string, number> | undefined;
  return asked.map((w) => {
    if (!candidates.includes(w) || known.has(w)) return { asked: w, word: w, corrected: false };
    targets ??= new Map([...[...GLOSSARY_WORDS].map((g): [string, number] => [g, 0]), ...vocabulary.words]);
    const fixed = correctSpelling(w, targets);
    return fixed ? { asked: w, word: fixed, corrected: true } : { asked: w, word: w, corrected: false };
  });
}

async function partConcepts(
  text: string,
  types: readonly AnswerType[],
  vocabulary: Vocabulary,
  lexicon: Lexicon,
): Promise<QueryConcept[]> {
  const typeWords = new Set(types.flatMap((t) => TYPE_WORDS[t]));
  const words = await correctWords(text, vocabulary, lexicon);
  const stems = words.map((w) => stem(w.word));
  /** Glossary tags for each word position (a phrase tags each of its content words). */
  const tags = new Map<number, { tag: string; lone: boolean }[]>();
  const phraseOf = new Map<number, number>();
  for (const [n, match] of findConcepts(stems).entries()) {
    const positions = [];
    for (let i = match.start; i < match.end; i += 1) if (isContentWord(words[i]!.word)) positions.push(i);
    // A one-word match that is a stop word is only a glossary member by accident ("most").
    if (positions.length === 0) continue;
    // "hand in": the phrase's meaning is in its tag; "hand" alone is a different word.
    const lone = positions.length === 1 && match.end - match.start > 1;
    for (const i of positions) {
      tags.set(i, [...(tags.get(i) ?? []), ...match.concepts.map((id) => ({ tag: conceptTag(id), lone }))]);
      if (positions.length > 1) phraseOf.set(i, n);
    }
  }
  const content = words.map((w, i) => ({ ...w, i })).filter((w) => isContentWord(w.word));
  const lookups = await lexicon.lookup(content.map((w) => w.word).filter((w) => !isNumber(w) && !NUMBER_WORDS[w]));
  const concepts: QueryConcept[] = [];
  for (const { asked, word, corrected, i } of content) {
    const numeric = isNumber(word) || NUMBER_WORDS[word] !== undefined;
    const previous = words[i - 1]?.word;
    // "lab report 2", "week 3", "quiz 1" name a thing; "2 days", "two hours" are amounts.
    const following = words[i + 1]?.word;
    const identifier =
      numeric &&
      previous !== undefined &&
      isContentWord(previous) &&
      !isNumber(previous) &&
      (following === undefined || !UNITS.test(following));
    const ordinal = /^(first|second|third|\d+(st|nd|rd|th))$/.test(word);
    const entry = lookups.get(word);
    const own = tags.get(i) ?? [];
    const next = words[i + 1]?.word;
    // A numbered thing is searched for by its name (`week#3`); the bare number barely counts.
    const named = identifier
      ? numberedTerm(previous!, word)
      : ordinal && next !== undefined && isContentWord(next) && !isNumber(next)
        ? numberedTerm(next, word)
        : undefined;
    const concept: QueryConcept = {
      label: named ? `${previous && identifier ? `${previous} ` : ''}${asked}` : asked,
      ...(named ? { numbered: true } : {}),
      ...(phraseOf.has(i) ? { phrase: phraseOf.get(i)! } : {}),
      ...(!numeric && (!entry || entry.pos.every((p) => p === 'noun')) ? { thing: true } : {}),
      variants: [
        ...(named ? [{ term: named, weight: 1, source: 'word' as const }] : []),
        {
          term: stem(word),
          weight: named
            ? WEIGHT.bareNumber
            : corrected
              ? WEIGHT.spelling
              : own.some((t) => t.lone)
                ? WEIGHT.loneWordOfPhrase
                : 1,
          source: corrected ? 'spelling' : 'word',
          ...(corrected ? { via: word } : {}),
        },
      ],
      importance: numeric
        ? identifier || ordinal
          ? IMPORTANCE.identifier
          : IMPORTANCE.parameter
        : MODAL_WORDS.has(word) || COURSE_WORDS.has(word) || typeWords.has(word)
          ? IMPORTANCE.modal
          : entry && !entry.pos.includes('noun') && own.length === 0
            ? IMPORTANCE.action
            : 1,
      // A code ("chem201") is a specific thing even though no dictionary has it.
      known:
        numeric || corrected || entry !== undefined || own.length > 0 || vocabulary.words.has(word) || CODE.test(word),
    };
    for (const t of own) addVariant(concept, { term: t.tag, weight: WEIGHT.glossary, source: 'glossary' });
    for (const related of entry?.related ?? []) {
      if (STOP_WORDS.has(related.word) || !vocabulary.words.has(related.word)) continue;
      addVariant(concept, { term: stem(related.word), weight: related.weight, source: 'lexicon', via: related.word });
    }
    // The same word twice ("lab … labs") is one concept.
    if (concepts.some((c) => c.variants[0]!.term === concept.variants[0]!.term)) continue;
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
    const types = askedTypes(text);
    parts.push({ text, types, concepts: await partConcepts(text, types, vocabulary, lexicon) });
  }
  const first = parts.find((p) => p.concepts.length > 0);
  for (const part of parts.filter((p) => p !== first)) {
    const share = REFERS_BACK.test(part.text) ? BORROWED.referredTo : BORROWED.plain;
    for (const c of first?.concepts ?? []) {
      if (part.concepts.some((own) => own.variants[0]?.term === c.variants[0]?.term)) continue;
      part.concepts.push({ ...c, importance: c.importance * share, ...(share < 1 ? { optional: true } : {}) });
    }
  }
  return { question, parts: parts.filter((p) => p.concepts.length > 0) };
}
