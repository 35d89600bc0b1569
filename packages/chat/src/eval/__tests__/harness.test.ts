import { describe, expect, it } from 'vitest';
import questions from '../../../eval/questions.json';
import { evaluate, reportTable, type EvalQuestion, type RetrievalResult } from '../harness.ts';

const q = (id: string, answers: string[]): EvalQuestion => ({ id, question: `${id}?`, answers });

describe('evaluate', () => {
  it('computes hit rate, citation precision, right answers and refusals, listing each failure', async () => {
    const set = [q('a', ['Syllabus']), q('b', ['Quiz']), q('c', ['Lab']), q('x', []), q('y', [])];
    const answers: Record<string, RetrievalResult> = {
      a: { ranked: ['Syllabus', 'Quiz'], cited: ['Syllabus', 'Quiz'] }, // hit, 1 of 2 citations right
      b: { ranked: ['Lab', 'Syllabus', 'Reading', 'Quiz'], cited: [] }, // Quiz 4th: miss; refused
      c: { ranked: ['Reading', 'Lab'], cited: ['Lab'] }, // hit
      x: { ranked: ['Syllabus'], cited: [] }, // right refusal
      y: { ranked: ['Syllabus'], cited: ['Syllabus'] }, // should have refused
    };
    const report = await evaluate(set, async (question) => answers[question.id]!);
    expect(report).toEqual({
      questions: 5,
      answerable: 3,
      unanswerable: 2,
      hitRate: 2 / 3,
      citationPrecision: 2 / 3,
      answeredRight: 2 / 3,
      correctRefusals: 1 / 2,
      failures: [
        { id: 'a', kind: 'wrong-citation', question: 'a?', expected: ['Syllabus'], got: ['Quiz'] },
        { id: 'b', kind: 'miss', question: 'b?', expected: ['Quiz'], got: ['Lab', 'Syllabus', 'Reading'] },
        { id: 'b', kind: 'false-refusal', question: 'b?', expected: ['Quiz'], got: [] },
        { id: 'y', kind: 'not-refused', question: 'y?', expected: [], got: ['Syllabus'] },
      ],
    });
    expect(reportTable(report)).toContain('| hit rate: a right item in the top 3 | 66.7 % |');
  });

  it('passes the question (with its persona) to the retrieval function', async () => {
    const seen: EvalQuestion[] = [];
    await evaluate([{ ...q('a', ['S']), persona: 'instructor' }], async (question) => {
      seen.push(question);
      return { ranked: [], cited: [] };
    });
    expect(seen.map((s) => s.persona)).toEqual(['instructor']);
  });
});

describe('eval/questions.json', () => {
  const set = questions.questions as EvalQuestion[];

  it('has at least 40 answerable questions and questions the course does not answer, with unique ids', () => {
    expect(set.filter((x) => x.answers.length > 0).length).toBeGreaterThanOrEqual(40);
    expect(set.filter((x) => x.answers.length === 0).length).toBeGreaterThanOrEqual(10);
    expect(new Set(set.map((x) => x.id)).size).toBe(set.length);
    for (const x of set) expect(['student', 'instructor', undefined]).toContain(x.persona);
  });
});
