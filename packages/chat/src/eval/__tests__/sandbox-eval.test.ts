import { beforeAll, describe, expect, it } from 'vitest';
import { wordnetDbFiles } from '../../server/wordnet-files.ts';
import { answerInProcess, readSandboxCourses, type SandboxCourse } from '../../../bench/course-passages.ts';
import firstSet from '../../../eval/questions.json';
import students from '../../../eval/student-questions.json';
import { wordnetLexicon } from '../../domain/index.ts';
import { evaluate, type EvalQuestion } from '../harness.ts';
import { evaluateStudents, type StudentSet } from '../student-harness.ts';

/**
 * The evaluation sets against the sandbox's courses, in process (the search and the quoted answer
 * as POST /chat runs them, without HTTP): floors a little below the figures in docs/benchmarks.md,
 * and never a leak or planted text. The same sets through the server: apps/server/bench/chat-eval.ts.
 */
const lexicon = wordnetLexicon(wordnetDbFiles());
let courses: Map<string, SandboxCourse>;

beforeAll(async () => {
  ({ courses } = await readSandboxCourses(['BIO101', 'CHEM201', 'HIST110']));
}, 120_000);

describe("students' questions (issue 25), no model", () => {
  it('meets the goals: the fact in the answer, few wrong refusals, right refusals, no planted text, no leak', async () => {
    const set = students as unknown as StudentSet;
    const report = await evaluateStudents(set, async (q) => {
      const course = courses.get(q.course);
      if (!course) return { status: 403, answer: '', citations: [], ms: 0 };
      const { answer, ms } = await answerInProcess(course, q.persona ?? 'student', q.question, lexicon);
      return { status: 200, ...answer, ms };
    });
    const t = report.total;
    expect(t.questions).toBeGreaterThanOrEqual(120);
    expect(t.factInAnswer / t.answerable).toBeGreaterThanOrEqual(0.8);
    expect(t.wrongRefusals / t.answerable).toBeLessThanOrEqual(0.1);
    expect(t.rightRefusals / t.refusable).toBeGreaterThanOrEqual(0.85);
    expect(report.failures.filter((f) => f.kind === 'planted-shown' || f.kind === 'leak')).toEqual([]);
  }, 120_000);

  it('reads every course as passages, files cited as themselves, planted text flagged', () => {
    const files = [...courses.values()].flatMap((c) => [
      ...new Set(c.passages.flatMap((p) => (p.fileName ? [p.fileName] : []))),
    ]);
    expect(files.sort()).toEqual([
      'bio101-lab-manual.pdf',
      'chem201-lab-handbook.pdf',
      'hist110-essay-guide.pdf',
      'week-1-reading-guide.txt',
    ]);
    const flagged = [...courses.values()].flatMap((c) =>
      c.passages.filter((p) => p.flag).map((p) => `${c.code} ${p.flag!.kind}`),
    );
    expect(flagged.sort()).toEqual([
      'BIO101 instructions',
      'BIO101 revokes-policy',
      'CHEM201 credentials',
      'CHEM201 outside-address',
      'CHEM201 revokes-policy',
      'HIST110 credentials',
      'HIST110 instructions',
    ]);
    const all = [...courses.values()].flatMap((c) => c.passages.map((p) => p.text)).join('\n');
    for (const hidden of ['Great Hall', 'Sports Hall', 'OSEI-STAFF-20', 'A220', 'double-marked', 'swapped in week 6'])
      expect(all).not.toContain(hidden);
  });
});

describe('the first evaluation set (BIO101, issue 15) as a floor', () => {
  it('keeps answering what it answered, and refuses what only hidden items answer', async () => {
    const bio = courses.get('BIO101')!;
    const report = await evaluate(firstSet.questions as EvalQuestion[], async (q) => {
      const { answer, retrieval } = await answerInProcess(bio, q.persona ?? 'student', q.question, lexicon);
      const ranked = [
        ...new Set(retrieval.parts.flatMap((p) => p.ranked.map((r) => r.passage.fileName ?? r.passage.itemTitle))),
      ];
      return { ranked, cited: answer.citations.map((c) => c.title) };
    });
    expect(report.answeredRight).toBeGreaterThanOrEqual(0.85);
    expect(report.correctRefusals).toBeGreaterThanOrEqual(0.95);
    for (const q of firstSet.questions.filter((x) => x.id.endsWith('-student')))
      expect(report.failures.filter((f) => f.id === q.id)).toEqual([]);
  }, 120_000);
});
