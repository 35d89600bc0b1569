import { createSandbox, DEMO, seedLarge } from '@tools/sandbox';
import { LEARN_URL, sandbox } from '@tools/testing';
import { createLearnClient } from '@tools/learn-api';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAPPING, planWrite, summarisePlans, type HurdleRules, type SubRule } from '../../domain/index.ts';
import { evaluateCourse, loadCourseGrades, ruleColumns } from '../course-evaluation.ts';
import { loadColumns, loadGradableItems, loadRole } from '../learn-data.ts';
import type * as gradeHurdle from '../../contracts.ts';
import { newRunId, recordPlan, writebackItem, writeNotation, type Write } from '../write-back.ts';

const bio = DEMO.courses.bio101;
const hurdle = DEMO.bio101.hurdle;
const client = (persona: 'instructor' | 'student' | 'instructor3') =>
  createLearnClient({
    baseUrl: LEARN_URL,
    token: sandbox().state.issueToken(DEMO.users[persona].id),
    retry: { limit: 0 },
  });
const labMissing: SubRule = { id: 'lab', type: 'NOT_SUBMITTED', contentId: DEMO.bio101.contents.labReport1 };
const essayBelow60: SubRule = {
  id: 'essay',
  type: 'SCORE_BELOW_PERCENT',
  contentId: DEMO.bio101.contents.researchEssay,
  thresholdPercent: 60,
};
const DEMO_RULES: HurdleRules = { subRules: [labMissing, essayBelow60], logic: 'OR', mapping: DEFAULT_MAPPING };

async function evaluate(c = client('instructor'), rules = DEMO_RULES) {
  const columns = await loadColumns(c, bio.id);
  const items = await loadGradableItems(c, bio.id, columns);
  const grades = await loadCourseGrades(c, bio.id, columns, ruleColumns(rules, items));
  return { items, grades, evaluations: evaluateCourse(rules, items, grades) };
}

describe('Learn data for the course tool (against the sandbox)', () => {
  it("reads the role from the user's own membership, which names the course's primary id (by uuid too)", async () => {
    expect(await loadRole(client('instructor'), bio.uuid, DEMO.users.instructor.uuid)).toEqual({
      role: 'instructor',
      userId: DEMO.users.instructor.id,
      courseId: bio.id,
    });
    expect((await loadRole(client('instructor'), bio.id, DEMO.users.instructor.uuid)).role).toBe('instructor');
    expect((await loadRole(client('student'), bio.id, DEMO.users.student.uuid)).role).toBe('student');
    expect((await loadRole(client('instructor3'), bio.id, DEMO.users.instructor3.uuid)).role).toBe('other');
  });

  it('lists gradable content from one recursive listing, with folder path, column and points', async () => {
    const c = client('instructor');
    const items = await loadGradableItems(c, bio.id, await loadColumns(c, bio.id));
    const lab = items.find((i) => i.contentId === DEMO.bio101.contents.labReport1);
    expect(lab).toEqual({
      contentId: DEMO.bio101.contents.labReport1,
      title: 'Lab Report 1',
      path: ['Week 1: The Cell', 'Lab Materials', 'Lab 1: Microscopy'],
      columnId: DEMO.bio101.columns.labReport1,
      possible: 20,
    });
    expect(items.map((i) => i.title)).toEqual(
      expect.arrayContaining(['Research Essay', 'Quiz 1: Cell Biology', 'Genetics Problem Set']),
    );
    expect(items.some((i) => i.title === 'Syllabus')).toBe(false);
  });

  it('evaluates the demo course: who fails the hurdle and every skip reason', async () => {
    const { evaluations, grades } = await evaluate();
    const by = new Map(evaluations.map((e) => [e.userId, e]));
    expect(evaluations).toHaveLength(12);
    expect(by.get(hurdle.noLabReport)).toMatchObject({ rulePass: true, originalSchema: 5, adjustedSchema: 3 });
    expect(by.get(hurdle.noLabReport)?.explanation).toBe(
      "'Lab Report 1' not submitted (rule passes); OR 'Research Essay': 68% ≥ 60% (rule does not pass) -> hurdle applies: 5 maps to 3",
    );
    expect(by.get(hurdle.lowEssay)).toMatchObject({ rulePass: true, originalSchema: 4, adjustedSchema: 3 });
    expect(by.get(hurdle.overridden)).toMatchObject({ rulePass: true, overridden: true, adjustedSchema: 6 });
    expect(by.get(hurdle.overridden)?.explanation).toContain("'Research Essay': not submitted, counted as 0% < 60%");
    expect(by.get(hurdle.noFinalGrade)?.finalGradeColumnId).toBeUndefined();
    expect(by.get(hurdle.noSchema)?.adjustedSchema).toBeUndefined();
    expect(by.get(DEMO.users.student.id)).toMatchObject({ rulePass: false, originalSchema: 7, adjustedSchema: 7 });
    const summary = summarisePlans(evaluations.map((e) => planWrite(e, grades.notations)));
    expect(summary.writes.map((w) => [w.userId, w.notationCode])).toEqual([
      [hurdle.lowEssay, '3xx'],
      [hurdle.noLabReport, '3xx'],
    ]);
    expect(summary.skipped).toEqual({
      overridden: 1,
      noAdjustedSchema: 1,
      noMatchingNotation: 0,
      noFinalGradeColumn: 1,
    });
    // A mapping to 4 shows the last reason: BIO101 has no 4xx notation.
    const toFour = await evaluate(client('instructor'), {
      ...DEMO_RULES,
      mapping: [{ fromMin: 1, fromMax: 7, to: 1 }],
    });
    expect(toFour.evaluations.find((e) => e.userId === hurdle.noLabReport)?.adjustedSchema).toBe(1);
    const four = await evaluate(client('instructor'), {
      ...DEMO_RULES,
      mapping: [
        { fromMin: 5, fromMax: 7, to: 4 },
        { fromMin: 1, fromMax: 4, to: 1 },
      ],
    });
    expect(
      summarisePlans(four.evaluations.map((e) => planWrite(e, four.grades.notations))).skipped.noMatchingNotation,
    ).toBe(1);
  });

  it('reads with paged listings per column, never per student', async () => {
    const log = sandbox().state.requestLog;
    await evaluate();
    const byRoute = log.snapshot().byRoute;
    expect(byRoute).toEqual({
      'GET /learn/api/public/v2/courses/{courseId}/gradebook/columns': 1,
      'GET /learn/api/public/v1/courses/{courseId}/contents': 1,
      'GET /learn/api/public/v1/courses/{courseId}/users': 1,
      'GET /learn/api/public/v1/courses/{courseId}/gradebook/gradeNotations': 1,
      'GET /learn/api/public/v2/courses/{courseId}/gradebook/columns/{columnId}/users': 3,
      'GET /learn/api/public/v2/courses/{courseId}/gradebook/columns/{columnId}/attempts': 2,
    });
  });

  it('writes back through notations, the second run writes nothing, and the old notation comes back on undo', async () => {
    const c = client('instructor');
    const first = await evaluate(c);
    const writes = first.evaluations
      .map((e) => planWrite(e, first.grades.notations))
      .filter((p): p is Write => p.kind === 'write');
    for (const w of writes) await writeNotation(c, bio.id, w, { notKept: 'not kept' });
    const second = await evaluate(c);
    expect(second.evaluations.find((e) => e.userId === hurdle.noLabReport)).toMatchObject({
      originalSchema: 5,
      adjustedSchema: 3,
      currentNotationCode: '3xx',
    });
    expect(summarisePlans(second.evaluations.map((e) => planWrite(e, second.grades.notations))).writes).toEqual([]);
    // Undo = write the previous notation back.
    for (const w of writes)
      await writeNotation(c, bio.id, { ...w, notationId: w.previousNotationId }, { notKept: 'not kept' });
    const third = await evaluate(c);
    expect(third.evaluations.find((e) => e.userId === hurdle.noLabReport)?.currentNotationId).toBeNull();
  });

  it("fails a write to a notation the course lacks with Learn's reason", async () => {
    const c = client('instructor');
    const write: Write = {
      kind: 'write',
      userId: hurdle.noLabReport,
      columnId: DEMO.bio101.columns.overall,
      notationId: '_999999_1',
      notationCode: '3xx',
      previousNotationId: null,
      from: 5,
      to: 3,
    };
    await expect(writeNotation(c, bio.id, write, { notKept: 'not kept' })).rejects.toThrow(
      "Grade notation '_999999_1' does not exist in this course",
    );
  });

  it('counts requests for 1,000 students by pages, not by students', async () => {
    const big = createSandbox({
      data: seedLarge({ students: 1000, courses: 1, columnsPerCourse: 2, contentItems: 4, hurdleStudents: 1000 }),
    });
    const course = big.state.store.data.courses.find((x) => x.courseId === 'HURDLE-1000')!;
    const c = createLearnClient({
      baseUrl: 'https://big.test',
      token: big.state.issueToken(big.state.store.data.personas.instructor!),
      fetch: async (input, init) => big.app.fetch(new Request(input, init)),
    });
    const columns = await loadColumns(c, course.id);
    const items = await loadGradableItems(c, course.id, columns);
    const rules: HurdleRules = {
      subRules: items.map((i, n) => ({
        id: `r${n}`,
        type: 'SCORE_BELOW_PERCENT',
        contentId: i.contentId,
        thresholdPercent: 50,
      })),
      logic: 'OR',
      mapping: DEFAULT_MAPPING,
    };
    big.state.requestLog.clear();
    const grades = await loadCourseGrades(c, course.id, columns, ruleColumns(rules, items));
    const evaluations = evaluateCourse(rules, items, grades);
    expect(evaluations).toHaveLength(1000);
    expect(evaluations.some((e) => e.adjustedSchema !== undefined && e.adjustedSchema < e.originalSchema!)).toBe(true);
    // One request per page of 100 (the sandbox's largest): students, notations, final grades, and per
    // rule column its grades and its attempts. 1,000 students: 57 requests, where one call per
    // student and column would be thousands.
    const pages = (n: number) => Math.max(1, Math.ceil(n / 100));
    const perColumn = [...grades.facts.values()].reduce(
      (sum, f) => sum + pages(f.grades.size) + pages([...f.attempts.values()].flat().length),
      0,
    );
    expect(big.state.requestLog.total).toBe(pages(1000) + 1 + pages(grades.finalGrades.size) + perColumn);
    expect(big.state.requestLog.total).toBeLessThan(60);
  });
});

describe('write-back log records', () => {
  const write: Write = {
    kind: 'write',
    userId: '_5_1',
    columnId: '_9_1',
    notationId: '_3_1',
    notationCode: '3xx',
    previousNotationId: null,
    from: 5,
    to: 3,
  };

  it('keeps previous and written notations for review and undo', () => {
    expect(writebackItem(write, { status: 'written' })).toEqual({
      userId: '_5_1',
      columnId: '_9_1',
      status: 'written',
      previous: { gradeNotationId: null, text: '5', score: null },
      written: { gradeNotationId: '_3_1', text: '3', score: null },
    });
    expect(writebackItem(write, { status: 'failed', reason: 'x'.repeat(600) }).reason).toHaveLength(500);
    expect(newRunId(0)).toMatch(/^run-0-[a-f0-9]{12}$/);
  });

  it('records the plan as pending before writing, in chunks, trying each request 3 times', async () => {
    const sent: gradeHurdle.WritebackItem[][] = [];
    let failures = 1;
    const send = async (items: gradeHurdle.WritebackItem[]) => {
      if (failures-- > 0) throw new Error('server busy');
      sent.push(items);
    };
    const writes = Array.from({ length: 501 }, (_, i) => ({ ...write, userId: `_${i + 10}_1` }));
    await recordPlan(send, writes);
    expect(sent.map((b) => b.length)).toEqual([500, 1]);
    expect(sent.flat().every((i) => i.status === 'pending')).toBe(true);
    await expect(recordPlan(() => Promise.reject(new Error('server down')), [write])).rejects.toThrow('server down');
  }, 20_000);
});
