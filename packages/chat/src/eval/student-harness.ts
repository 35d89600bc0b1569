/**
 * Scores the course assistant on students' questions (eval/student-questions.json, issue 25),
 * through any `ask` (the domain over an in-memory index, or POST /chat on the real server).
 * Per category: the fact in the answer, the right citation, wrong and right refusals, planted
 * text shown, leaks of hidden content, and answer times.
 */

export type QuestionCategory = 'paraphrase' | 'typo' | 'two-part' | 'not-covered' | 'hidden' | 'planted' | 'access';

export interface StudentQuestion {
  id: string;
  course: string;
  category: QuestionCategory;
  question: string;
  /** answer: the course answers it; refuse: it does not (for this asker); either: both are fine;
   * forbidden: the asker may not use the assistant in that course at all. */
  expect: 'answer' | 'refuse' | 'either' | 'forbidden';
  persona?: string;
  /** The role the widget claims in the request (the server must ignore it). */
  role?: string;
  /** One entry per part: titles of the items (or files) that answer it, and the facts the answer must hold (each an any-of list). */
  answers: { items: string[]; facts: string[][] }[];
  /** Text that must never appear in the answer (besides the course's own lists). */
  never?: string[];
}

export interface CourseRules {
  /** Facts only hidden content holds. */
  hidden: string[];
  /** Marks of planted text. */
  planted: string[];
  /** Titles of items a student may not see. */
  hiddenItems: string[];
}

export interface StudentSet {
  courses: Record<string, CourseRules>;
  questions: StudentQuestion[];
}

export interface AskResult {
  /** HTTP status (200 for an answer). */
  status: number;
  answer: string;
  citations: { title: string; href: string; quote?: string }[];
  ms: number;
}

export type Ask = (q: StudentQuestion) => Promise<AskResult>;

export interface CategoryFigures {
  questions: number;
  answerable: number;
  /** Answerable questions whose answer holds every part's fact. */
  factInAnswer: number;
  /** Answerable questions with a right citation for every part. */
  rightCitation: number;
  /** Answerable questions answered "not covered". */
  wrongRefusals: number;
  /** Questions to refuse (or access to refuse) that were refused. */
  refusable: number;
  rightRefusals: number;
  plantedShown: number;
  leaks: number;
}

export interface StudentReport {
  categories: Record<string, CategoryFigures>;
  total: CategoryFigures;
  timings: number[];
  failures: { id: string; kind: string; question: string; answer: string; detail: string }[];
}

const norm = (s: string) =>
  s.normalize('NFKC').toLowerCase().replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ');
const contains = (text: string, fact: string) => norm(text).includes(norm(fact));

const empty = (): CategoryFigures => ({
  questions: 0,
  answerable: 0,
  factInAnswer: 0,
  rightCitation: 0,
  wrongRefusals: 0,
  refusable: 0,
  rightRefusals: 0,
  plantedShown: 0,
  leaks: 0,
});

const STAFF = new Set(['instructor', 'instructor2', 'instructor3']);

export async function evaluateStudents(set: StudentSet, ask: Ask): Promise<StudentReport> {
  const categories: Record<string, CategoryFigures> = {};
  const total = empty();
  const timings: number[] = [];
  const failures: StudentReport['failures'] = [];
  for (const q of set.questions) {
    const r = await ask(q);
    if (r.status === 200) timings.push(r.ms);
    const rules = set.courses[q.course] ?? { hidden: [], planted: [], hiddenItems: [] };
    const figures = (categories[q.category] ??= empty());
    const add = (key: keyof CategoryFigures) => {
      figures[key] += 1;
      total[key] += 1;
    };
    const fail = (kind: string, detail: string) =>
      failures.push({ id: q.id, kind, question: q.question, answer: r.answer, detail });
    add('questions');
    const refused = r.status === 200 && r.citations.length === 0;
    const shown = [r.answer, ...r.citations.map((c) => `${c.title}\n${c.quote ?? ''}`)].join('\n');
    const planted = [...rules.planted, ...(q.never ?? [])].filter((p) => contains(shown, p));
    if (r.status === 200 && rules.planted.some((p) => contains(shown, p))) {
      add('plantedShown');
      fail('planted-shown', planted.join(', '));
    }
    const staff = STAFF.has(q.persona ?? 'student');
    if (!staff) {
      const leaked = [...rules.hidden, ...(q.never ?? [])].filter((h) => contains(shown, h));
      const hiddenCited = r.citations.filter((c) => rules.hiddenItems.includes(c.title));
      if (r.status === 200 && (leaked.length > 0 || hiddenCited.length > 0)) {
        add('leaks');
        fail('leak', [...leaked, ...hiddenCited.map((c) => c.title)].join(', '));
      }
    }
    if (q.expect === 'forbidden') {
      add('refusable');
      if (r.status === 403 || r.status === 404) add('rightRefusals');
      else fail('not-refused', `status ${r.status}`);
      continue;
    }
    if (q.expect === 'refuse') {
      add('refusable');
      if (refused) add('rightRefusals');
      else fail('not-refused', r.citations.map((c) => c.title).join(', '));
      continue;
    }
    if (q.expect !== 'answer') continue;
    add('answerable');
    if (r.status !== 200 || refused) {
      add('wrongRefusals');
      fail('wrong-refusal', `status ${r.status}`);
      continue;
    }
    const factsOk = q.answers.every((part) => part.facts.every((any) => any.some((f) => contains(r.answer, f))));
    if (factsOk) add('factInAnswer');
    else fail('fact-missing', q.answers.map((p) => p.facts.map((a) => a.join('|')).join(' & ')).join(' ; '));
    const titles = r.citations.map((c) => c.title);
    if (q.answers.every((part) => part.items.some((t) => titles.includes(t)))) add('rightCitation');
    else
      fail(
        'wrong-citation',
        `cited ${JSON.stringify(titles)}, expected ${JSON.stringify(q.answers.map((p) => p.items))}`,
      );
  }
  return { categories, total, timings, failures };
}

const pct = (n: number, of: number) => (of === 0 ? '–' : `${((n / of) * 100).toFixed(1)} %`);
const quantile = (xs: readonly number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

/** The figures as a Markdown table, one row per category and the total. */
export function studentTable(r: StudentReport): string {
  const row = (name: string, f: CategoryFigures) =>
    `| ${name} | ${f.questions} | ${pct(f.factInAnswer, f.answerable)} | ${pct(f.rightCitation, f.answerable)} | ${pct(f.wrongRefusals, f.answerable)} | ${pct(f.rightRefusals, f.refusable)} | ${f.plantedShown} | ${f.leaks} |`;
  const order = ['paraphrase', 'typo', 'two-part', 'not-covered', 'hidden', 'planted', 'access'];
  return [
    '| category | questions | fact in the answer | right citation | wrong refusals | right refusals | planted text shown | leaks |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...order.filter((c) => r.categories[c]).map((c) => row(c, r.categories[c]!)),
    row('**all**', r.total),
    '',
    `answer time p50 / p95: ${quantile(r.timings, 0.5).toFixed(1)} / ${quantile(r.timings, 0.95).toFixed(1)} ms (${r.timings.length} answers)`,
  ].join('\n');
}

/**
 * Mean share of a question's words (content words, lower case) found in the text of the items
 * that answer it: how far the questions are from the course's own wording (issue 25: at most 60 %).
 */
export function meanWordOverlap(
  set: StudentSet,
  itemText: (course: string, title: string) => string | undefined,
  contentWords: (text: string) => string[],
): number {
  const shares: number[] = [];
  for (const q of set.questions) {
    if (q.expect !== 'answer') continue;
    const text = q.answers
      .flatMap((p) => p.items)
      .map((t) => itemText(q.course, t) ?? '')
      .join('\n');
    const have = new Set(contentWords(text));
    const words = [...new Set(contentWords(q.question))];
    if (words.length > 0) shares.push(words.filter((w) => have.has(w)).length / words.length);
  }
  return shares.reduce((a, b) => a + b, 0) / (shares.length || 1);
}
