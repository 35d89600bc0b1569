/**
 * Scores a retrieval function on the evaluation set (eval/questions.json). Pure: the caller
 * decides what "retrieve" is (the domain over an in-memory index today, the server tomorrow).
 */

export type Persona = 'student' | 'instructor';

export interface EvalQuestion {
  id: string;
  question: string;
  /** Titles of the items that answer it (any one is right); empty: the right answer is a refusal. */
  answers: string[];
  /** Who asks; student by default. */
  persona?: Persona;
  note?: string;
}

export interface RetrievalResult {
  /** Item titles in rank order before the relevance threshold, one per item. */
  ranked: string[];
  /** Items the answer cites; empty when it says the course does not cover the question. */
  cited: string[];
}

export type Retrieve = (question: EvalQuestion) => Promise<RetrievalResult>;

export type FailureKind = 'miss' | 'false-refusal' | 'wrong-citation' | 'not-refused';

export interface EvalFailure {
  id: string;
  kind: FailureKind;
  question: string;
  expected: string[];
  got: string[];
}

export interface EvalReport {
  questions: number;
  answerable: number;
  unanswerable: number;
  /** Answerable questions with a right item among the first 3 ranked. */
  hitRate: number;
  /** Of all citations given to answerable questions, the share naming a right item. */
  citationPrecision: number;
  /** Answerable questions whose answer cites at least one right item. */
  answeredRight: number;
  /** Unanswerable questions answered with no citation. */
  correctRefusals: number;
  failures: EvalFailure[];
}

const share = (n: number, of: number) => (of === 0 ? 1 : n / of);

export async function evaluate(questions: readonly EvalQuestion[], retrieve: Retrieve): Promise<EvalReport> {
  let hits = 0;
  let rightCitations = 0;
  let citations = 0;
  let answeredRight = 0;
  let refusals = 0;
  const failures: EvalFailure[] = [];
  const fail = (q: EvalQuestion, kind: FailureKind, got: string[]) =>
    failures.push({ id: q.id, kind, question: q.question, expected: q.answers, got });

  for (const q of questions) {
    const { ranked, cited } = await retrieve(q);
    if (q.answers.length === 0) {
      if (cited.length === 0) refusals += 1;
      else fail(q, 'not-refused', cited);
      continue;
    }
    const right = (title: string) => q.answers.includes(title);
    if (ranked.slice(0, 3).some(right)) hits += 1;
    else fail(q, 'miss', ranked.slice(0, 3));
    citations += cited.length;
    rightCitations += cited.filter(right).length;
    if (cited.some(right)) answeredRight += 1;
    else if (cited.length === 0) fail(q, 'false-refusal', []);
    if (cited.some((t) => !right(t)))
      fail(
        q,
        'wrong-citation',
        cited.filter((t) => !right(t)),
      );
  }
  const answerable = questions.filter((q) => q.answers.length > 0).length;
  const unanswerable = questions.length - answerable;
  return {
    questions: questions.length,
    answerable,
    unanswerable,
    hitRate: share(hits, answerable),
    citationPrecision: share(rightCitations, citations),
    answeredRight: share(answeredRight, answerable),
    correctRefusals: share(refusals, unanswerable),
    failures,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** The figures as a Markdown table (docs/benchmarks.md). */
export function reportTable(r: EvalReport): string {
  return [
    '| measure | value |',
    '| --- | --- |',
    `| questions (answerable / not answerable) | ${r.questions} (${r.answerable} / ${r.unanswerable}) |`,
    `| hit rate: a right item in the top 3 | ${pct(r.hitRate)} |`,
    `| citation precision | ${pct(r.citationPrecision)} |`,
    `| answerable questions answered with a right citation | ${pct(r.answeredRight)} |`,
    `| correct refusals | ${pct(r.correctRefusals)} |`,
  ].join('\n');
}
