/**
 * What a question asks for decides what counts as an answer (issue 25 §3): "when" wants a date
 * or a time, "how much" and "what percentage" a number, "where" a place, "who" a person. A
 * passage without that kind of answer does not answer the question, however many of its words
 * it shares ("When is the final exam?" is not answered by the exam's weight).
 */
export type AnswerType =
  'time' | 'date' | 'place' | 'person' | 'name' | 'number' | 'percent' | 'money' | 'duration' | 'words';

const has = (re: RegExp) => (q: string) => re.test(q);

/** Question patterns, tried on the lower-cased question; a question may ask for several kinds. */
const ASKS: [AnswerType, (q: string) => boolean][] = [
  ['date', has(/\b(what|which) (date|day of the month)\b|\bon what (date|day)\b/)],
  [
    'time',
    has(
      /^(when|wen|whens)\b|\b(when|wen)('s| is| are| do| does| did| will| can| should| must)\b|\bwhat time\b|\b(what|which) (day|days|week|weekday|time of day)\b|\bhow (soon|fast|quickly)\b|\bby when\b|\buntil when\b/,
    ),
  ],
  [
    'place',
    has(
      /^(where|wher|were is|were are)\b|\bwhere\b|\b(what|which) (room|building|venue|location|theatre|hall|lab|floor|level)\b|\b(and|or) (room|venue|location|building)\b/,
    ),
  ],
  [
    'person',
    has(
      /^(who|whos|whom)\b|\bwho('s| is| are| runs| teaches| marks| do| does| should| can)\b|\bwhose\b|\bname of (the )?(lecturer|tutor|teacher|coordinator|convenor|demonstrator|instructor)\b/,
    ),
  ],
  [
    'name',
    has(
      /\bnames? of (the |my |our |your )?(lecturers?|tutors?|teachers?|instructors?|demonstrators?|staff|coordinators?|convenors?|professors?|markers?|people|persons?)\b|\bwhat('s| is| are) (the |their |his |her )?names?\b/,
    ),
  ],
  [
    'money',
    has(
      /\bhow much (does|do|is|are|will)?\s*(it|they|this|that|\w+)?\s*(cost|costs)\b|\b(cost|price|fee|fees|pay)\b(?!.*\b(marks?|grade|percent)\b)/,
    ),
  ],
  [
    'percent',
    has(
      /\bwhat (percentage|percent|proportion|share|fraction)\b|\bhow many percent\b|\bweight(ing)?\b|\bworth\b|\bhow much (is|are|does|do)\b.*\b(worth|count|weigh)|\bhow many (marks|points) (is|are|does|do) [\w ]*$/,
    ),
  ],
  [
    'words',
    has(
      /\b(what|how long)('s| is| are)? (the |my |a )?(word (limit|count)|length)\b|\bis there a (word|length) limit\b|\bhow many words\b|\bhow long (is|are|should|does|do|must) (the |my |a |each )?(\w+ )?(essay|report|response|responses|answer|answers|analysis|proposal|paper)\b/,
    ),
  ],
  ['duration', has(/\bhow long\b|\btime limit\b|\bhow many (minutes|hours|days|weeks)\b|\bhow much time\b/)],
  [
    'number',
    has(
      /\bhow (many|much|wide|big|large|tall|high|far|heavy|small|deep|thick)\b|\bwhat('s| is) the (minimum|maximum|lowest|highest|most|least|limit|longest)\b|\b(minimum|maximum|lowest|highest|longest) (mark|score|grade|number|extension)\b|\bmarked out of\b/,
    ),
  ],
];

/**
 * Words that say what kind of answer is wanted rather than what it is about ("how much does it
 * *count*", "which *room*"): once the kind is read from them they count little as search words.
 */
export const TYPE_WORDS: Readonly<Record<AnswerType, readonly string[]>> = {
  time: ['time', 'times', 'day', 'days', 'date', 'dates', 'when', 'schedule', 'scheduled', 'held', 'happen', 'on'],
  date: ['date', 'dates', 'day', 'days'],
  place: ['room', 'rooms', 'venue', 'location', 'place', 'held', 'building'],
  person: ['person', 'people', 'someone'],
  name: ['name', 'names', 'called'],
  number: [
    'number',
    'many',
    'much',
    'minimum',
    'maximum',
    'lowest',
    'highest',
    'most',
    'least',
    'amount',
    'wide',
    'big',
    'large',
    'size',
    'far',
  ],
  percent: ['percentage', 'percent', 'proportion', 'worth', 'count', 'counts', 'weigh', 'weight', 'weighting', 'share'],
  money: ['cost', 'costs', 'price', 'pay', 'fee', 'fees', 'spend'],
  duration: ['long', 'time', 'hours', 'minutes', 'duration', 'last', 'lasts'],
  words: ['words', 'word', 'long', 'length', 'limit', 'count'],
};

/**
 * How strong the evidence for a kind must be: asking for a room or a building wants a place
 * that is one (a room code, a hall), not somewhere things go ("the waste bottle").
 */
export function minStrength(question: string, type: AnswerType): number {
  if (type === 'place' && /\b(room|rooms|building|venue|hall|theatre|theater|location)\b/i.test(question)) return 2;
  return 1;
}

/** The kinds of answer a question part asks for (empty: any sentence that answers it). */
export function askedTypes(question: string): AnswerType[] {
  const q = question.toLowerCase().replace(/[’']/g, "'").trim();
  const out = ASKS.filter(([, test]) => test(q)).map(([type]) => type);
  // The specific kinds imply the general one: a percentage or a duration is an answer to "how much".
  const specific = out.some((t) => t === 'percent' || t === 'money' || t === 'duration' || t === 'words');
  let types = specific ? out.filter((t) => t !== 'number') : out;
  // Asking for names asks for a person named, which "who" alone does not.
  if (types.includes('name')) types = types.filter((t) => t !== 'person');
  // "Where can I find / learn more about X" looks for a resource, wherever it is.
  if (/\bwhere (can|could|do|should) (i|we|you) (find|learn|get|read|watch|see|look)\b/.test(q))
    types = types.filter((t) => t !== 'place');
  // "How long" of a piece of writing asks for words, not time.
  return types.includes('words') ? types.filter((t) => t !== 'duration') : types;
}

const MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';
const WEEKDAYS =
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekday|weekdays|weekend|weekends';
const NUMBER_WORD =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|half|once|twice';
const UNIT_TIME = 'minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|semesters?|terms?';

const DATE = new RegExp(
  `\\b(${MONTHS})\\b\\s*\\d|\\b\\d{1,2}(st|nd|rd|th)?\\s+(of\\s+)?(${MONTHS})\\b|\\b\\d{1,2}/\\d{1,2}(/\\d{2,4})?\\b|\\b(${WEEKDAYS})\\b`,
  'i',
);
const CLOCK = /\b\d{1,2}(:\d{2})?\s*(am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}\b|\b(noon|midday|midnight)\b/i;
const TIME_WORDS = new RegExp(
  `\\bweek\\s+\\d+|\\b(${WEEKDAYS})\\b|\\b(${MONTHS})\\b|\\b(before|after|within|by|until|from)\\b[^.;]{0,40}\\b(${UNIT_TIME}|deadline|due date|date|session|lab|lecture|tutorial|exam|period|start|end)\\b|\\b(the day|the week|the next day|each day|every day|each week|every week|fortnightly|every second|weekly|daily|tomorrow|today)\\b|\\b(start|end) of (the )?(semester|term|week|session)\\b|\\b(examination|exam) period\\b|\\b(\\d+|${NUMBER_WORD})\\s*(${UNIT_TIME})\\s+(after|before|from)\\b`,
  'i',
);
const NUMBER = new RegExp(`\\d|\\b(${NUMBER_WORD})\\b`, 'i');
const PERCENT = /\d\s*%|\bper ?cent\b|\bpercentage\b/i;
const MONEY = /[$€£¥]\s?\d|\b\d+(\.\d{2})?\s*(dollars|cents|euros|pounds|aud|usd)\b|\bfree\b|\bno (cost|charge|fee)\b/i;
const DURATION = new RegExp(
  `\\b(\\d+(\\.\\d+)?|${NUMBER_WORD}|a|an)\\s*-?\\s*([a-z]+ )?(${UNIT_TIME})\\b|\\b\\d{1,2}(:\\d{2})?\\s*(am|pm)?\\s*(to|-|–|until)\\s*\\d{1,2}`,
  'i',
);
const WORDS = /\b\d[\d,]*\s*-?\s*words?\b|\bword (limits?|counts?)\b/i;
/** Room codes ("SCI 204", "C305", "A101"), named places, or a preposition with a place noun. */
/** Room codes ("SCI 204", "C305", "A101": capitals, so not "score 40"), then named places. */
const ROOM_CODE = /\b[A-Z]{1,5} \d{2,4}\b|\b[A-Z]{1,2}\d{2,4}\b/;
const PLACE_STRONG =
  /\b(room|rooms|theatre|theater|hall|building|library|centre|center|office|campus|level \d|floor|bookshop|gate|lecture theatre|auditorium)\b/i;
/** Places of a weaker kind: where a thing goes or is found. */
const PLACE_WEAK =
  /\b(cupboard|bin|bottle|box|board|folder|area|portal|site|page|website|online|station|door|drive|module|student centre|desk|shop|store|gradebook|column|tab|menu|section|learn|blackboard)\b/i;
/** "in the Assignments area", "in Learn": a named place (capitalised, so not "in the week"). */
const NAMED_PLACE = /\b(in|on|at|into|under|through) (the |a |your )?\p{Lu}\p{Ll}+/u;
const TITLED = /\b(Dr|Prof|Professor|Mr|Mrs|Ms|Mx|Miss|Sir|Dame)\.?\s+\p{Lu}/u;
/** Capitalised words that are not names: places, institutions, days, course things. */
const NOT_NAMES = new Set(
  (
    'Lecture Theatre Hall Building Laboratory Lab Library Centre Center Room Office Student Administration Science Arts ' +
    'Chemistry Biology History University Campus Course Module Unit Week Monday Tuesday Wednesday Thursday Friday ' +
    'Saturday Sunday January February March April May June July August September October November December Learn ' +
    'Blackboard Turnitin Assignments Quad Kelvin Teaching Organic Reading Research Essay Problem Set Final Midterm Test ' +
    'Exam Quiz The This Each Every Lectures Labs Tutorials'
  ).split(' '),
);
const NAME_PAIR = /\b(\p{Lu}\p{Ll}+)\s+(\p{Lu}\p{Ll}+)\b/gu;
function hasName(s: string): boolean {
  if (TITLED.test(s)) return true;
  return [...s.matchAll(NAME_PAIR)].some((m) => m.index > 0 && !NOT_NAMES.has(m[1]!) && !NOT_NAMES.has(m[2]!));
}
const ROLE =
  /\b(coordinator|convenor|convener|lecturer|tutor|tutors|demonstrator|manager|instructor|teacher|professor|committee|administration|staff|team|librarian|officer|advisor|adviser|supervisor|dean|head of)\b/i;

/** How strongly a sentence holds an answer of a kind: 0 not at all, 1, 2 or 3 (more kinds of evidence). */
const STRENGTH: Record<AnswerType, (s: string) => number> = {
  date: (s) => (DATE.test(s) ? 2 : 0),
  time: (s) => [DATE, CLOCK, TIME_WORDS].filter((re) => re.test(s)).length,
  place: (s) => (ROOM_CODE.test(s) || PLACE_STRONG.test(s) ? 2 : PLACE_WEAK.test(s) || NAMED_PLACE.test(s) ? 1 : 0),
  person: (s) => (hasName(s) ? 2 : ROLE.test(s) ? 1 : 0),
  name: (s) => (hasName(s) ? 2 : 0),
  number: (s) => (NUMBER.test(s) ? 1 : 0),
  percent: (s) => (PERCENT.test(s) ? 2 : 0),
  money: (s) => (MONEY.test(s) ? 2 : 0),
  duration: (s) => (DURATION.test(s) ? 2 : 0),
  words: (s) => (WORDS.test(s) ? 2 : 0),
};

/** How strongly a sentence holds an answer of this kind (0: it does not). */
export const answerTypeStrength = (sentence: string, type: AnswerType) => STRENGTH[type](sentence);

/** Whether a sentence holds an answer of this kind. */
export const hasAnswerType = (sentence: string, type: AnswerType) => STRENGTH[type](sentence) > 0;
