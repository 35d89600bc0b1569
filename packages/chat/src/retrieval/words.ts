import { stemmer } from 'stemmer';

/**
 * Words of course text and questions, the same way on both sides: lower case, letters and
 * digits only ("1,500" -> "1500", "0.45" stays), apostrophe endings dropped ("syllabus's").
 * Hyphens separate words ("mid-semester" -> "mid", "semester"); the glossary joins them again.
 */
export function tokenize(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/(\d)[,](?=\d{3}\b)/g, '$1')
      .replace(/['’](s|t|re|ve|ll|d|m)\b/gu, '')
      // "400x" magnification is the number 400 ("at 400 times").
      .replace(/\b(\d+)[x×]\b/g, '$1 x')
      .match(/\d+(?:\.\d+)?|[\p{L}\p{M}\p{N}]+/gu) ?? []
  );
}

/**
 * English stop words (PostgreSQL's `english` list) plus the words of asking, not of the topic:
 * "tell me", "I was wondering", "do I have to", "roughly". A question made only of them never
 * reaches the search. Words that carry the kind of answer (when, where, who, how much) are
 * read from the question before this list drops them (answer-types.ts).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself ' +
    'it its itself they them their theirs themselves what which who whom this that these those am is are was were be ' +
    'been being have has had having do does did doing a an the and but if or because as until while of at by for with ' +
    'about against between into through during before after above below to from up down in out on off over under again ' +
    'further then once here there when where why how all any both each few more most other some such no nor not only own ' +
    'same so than too very s t can will just don should now ' +
    // Asking, not the topic.
    'please tell know anything something would could may might must shall im ive id dont doesnt whats hi hello thanks ' +
    'thank wondering wonder wondered ask asking actually really exactly basically roughly approximately ' +
    'like kind sort thing things stuff guys anyone someone somebody anybody everyone get got getting gets go going gonna ' +
    'want wanna need needs needed able also still even ever yet maybe perhaps sure okay ok hey pls plz u ur r ya yes ' +
    'one ones us let lets way much many whole long happen happens happened possible allowed supposed mean means ' +
    'take takes taking use using used come comes coming came give gives giving given put see find say says look ' +
    'looking keep make makes made lot lots bit help dr prof mr mrs ms mx sir way goes went bring brings brought ' +
    'bringing fast quickly soon consequence consequences outcome'
  ).split(' '),
);

/** Number words a question may use for a digit the course writes ("two days", "first quiz"). */
export const NUMBER_WORDS: Readonly<Record<string, string>> = {
  zero: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9',
  ten: '10', eleven: '11', twelve: '12', fifteen: '15', twenty: '20', thirty: '30', forty: '40', fifty: '50',
  hundred: '100', first: '1', second: '2', third: '3', fourth: '4', fifth: '5', sixth: '6', seventh: '7',
  eighth: '8', ninth: '9', tenth: '10', eleventh: '11', twelfth: '12', once: '1', twice: '2',
}; // prettier-ignore

export const isNumber = (word: string) => /^\d+(?:\.\d+)?$/.test(word);

const stems = new Map<string, string>();
const MAX_MEMO = 50_000;

/**
 * The Porter stem of a word, British and American spellings made one first ("penalised",
 * "penalized" -> "penal"; "analyse", "analyze"). Numbers stay as they are; number words become
 * digits. Memoised (a course has a few thousand distinct words).
 */
/** Words Porter would merge with another of a different meaning ("lecturer" and "lecture"). */
const OWN_STEMS: Readonly<Record<string, string>> = { lecturer: 'lecturer', lecturers: 'lecturer' };

export function stem(word: string): string {
  const known = stems.get(word);
  if (known !== undefined) return known;
  let out: string;
  if (isNumber(word)) out = word;
  else if (OWN_STEMS[word]) out = OWN_STEMS[word]!;
  else if (NUMBER_WORDS[word]) out = NUMBER_WORDS[word]!;
  else {
    const american = word
      .replace(/(?<=\p{L}{3})is(e|es|ed|ing|ation|ations)$/u, 'iz$1')
      .replace(/(?<=\p{L}{2})ys(e|es|ed|ing)$/u, 'yz$1')
      .replace(/(?<=\p{L}{3})our$/u, 'or')
      .replace(/(?<=\p{L}{3})tre$/u, 'ter');
    out = stemmer(american);
  }
  if (stems.size >= MAX_MEMO) stems.clear();
  stems.set(word, out);
  return out;
}

/**
 * Words of permission and obligation ("is it required", "am I allowed"): part of the question's
 * sense but rarely of the answer's wording ("must", "not permitted"), so they count little.
 */
export const MODAL_WORDS: ReadonlySet<string> = new Set(
  'required require requires necessary compulsory mandatory permitted permission okay fine expected ok acceptable'.split(
    ' ',
  ),
);

/**
 * Words for the course itself ("passing the unit", "this subject"): every passage is about the
 * course, so they count little (a numbered one, "unit 4", is a thing of its own).
 */
export const COURSE_WORDS: ReadonlySet<string> = new Set(
  (
    'course courses unit units subject subjects class module paper program programme semester term counts count counted ' +
    // Framing: what the course "covers" or students "learn", a "question" about it.
    'question questions cover covered covers covering discuss discussed learn learned learnt study studied topic topics'
  ).split(' '),
);

/** Whether a word is worth searching for (not a stop word, not a lone letter). */
export const isContentWord = (word: string) => !STOP_WORDS.has(word) && (word.length > 1 || isNumber(word));
