import { describe, expect, it } from 'vitest';
import { createSandbox } from '../app.ts';
import { DEMO } from '../seed/demo.ts';
import { seedLarge } from '../seed/large.ts';
import { API, NOW, setup } from './helpers.ts';

const bio = DEMO.courses.bio101.id;
const cols = DEMO.bio101.columns;
const hurdle = DEMO.bio101.hurdle;
const finalGrade = (userId: string) => `v2/courses/${bio}/gradebook/columns/finalGrade/users/${userId}`;

interface Grade {
  userId: string;
  text?: string;
  score?: number;
  overridden?: string;
  gradeNotationId?: string;
  displayGrade?: { text?: string; scaleType?: string };
  status: string;
}

describe('Overall Grade follows writes (issue 9 §6)', () => {
  it('recalculates after a write to a counted column, on the 7-point scale', async () => {
    const { call } = setup();
    const before = (await call('instructor', finalGrade(DEMO.users.student2.id))).json as Grade;
    expect(before).toMatchObject({ score: 79.6, text: '6', displayGrade: { scaleType: 'Tabular', text: '6' } });
    const midterm = `v2/courses/${bio}/gradebook/columns/${cols.midterm}/users/${DEMO.users.student2.id}`;
    await call('instructor', midterm, { method: 'PATCH', body: { score: 0 } });
    const after = (await call('instructor', finalGrade(DEMO.users.student2.id))).json as Grade;
    // Liam: essay 88 + lab 15 + participation 9 + midterm 0 of 230 points = 48.7 % -> 3 (was 79.6 % -> 6).
    expect(after).toMatchObject({ score: 48.7, text: '3', status: 'Graded' });
    expect(after).not.toHaveProperty('overridden');
  });

  it('leaves an overridden Overall Grade alone, and recalculates when the override is cleared', async () => {
    const { call } = setup();
    const overridden = (await call('instructor', finalGrade(hurdle.overridden))).json as Grade;
    expect(overridden).toMatchObject({ text: '6', displayGrade: { text: '6' } });
    expect(overridden.overridden).toBeTruthy();
    const midterm = `v2/courses/${bio}/gradebook/columns/${cols.midterm}/users/${hurdle.overridden}`;
    await call('instructor', midterm, { method: 'PATCH', body: { score: 0 } });
    expect((await call('instructor', finalGrade(hurdle.overridden))).json).toMatchObject({ text: '6', score: 76.9 });
    const cleared = await call('instructor', finalGrade(hurdle.overridden), { method: 'PATCH', body: { score: null } });
    // Mateo (no essay): lab 19 + participation 7 + midterm 0 of 130 points = 20 % -> 2, answered by the PATCH itself.
    expect(cleared.json).toMatchObject({ score: 20, text: '2' });
    expect(cleared.json).not.toHaveProperty('overridden');
    expect((await call('instructor', finalGrade(hurdle.overridden))).json).toMatchObject({ score: 20, text: '2' });
  });

  it('keeps a grade notation on the Overall Grade through a recalculation', async () => {
    const { call } = setup();
    const three = DEMO.bio101.gradeNotations.find((n) => n.code === '3xx')!;
    const student = hurdle.noLabReport;
    await call('instructor', finalGrade(student), { method: 'PATCH', body: { gradeNotationId: three.id } });
    await call('instructor', `v2/courses/${bio}/gradebook/columns/${cols.participation}/users/${student}`, {
      method: 'PATCH',
      body: { score: 10 },
    });
    const read = (await call('instructor', finalGrade(student))).json as Grade;
    expect(read).toMatchObject({
      gradeNotationId: three.id,
      text: '5',
      displayGrade: { text: 'Grade Hurdle Adjust to 3' },
    });
    const removed = await call('instructor', finalGrade(student), { method: 'PATCH', body: { gradeNotationId: null } });
    expect(removed.json).not.toHaveProperty('gradeNotationId');
    expect(removed.json).toMatchObject({ text: '5', displayGrade: { text: '5' } });
  });
});

describe('BIO101 Grade Hurdle demo cases', () => {
  it('lists the final grades in one paged listing, with each case', async () => {
    const { call } = setup();
    const list = await call('instructor', `v2/courses/${bio}/gradebook/columns/finalGrade/users?limit=100`);
    const grades = list.json.results as Grade[];
    const by = new Map(grades.map((g) => [g.userId, g]));
    expect(by.has(hurdle.noFinalGrade)).toBe(false);
    expect(by.get(hurdle.noSchema)).toMatchObject({ status: 'NeedsGrading' });
    expect(by.get(hurdle.noSchema)).not.toHaveProperty('text');
    expect(by.get(hurdle.overridden)?.overridden).toBeTruthy();
    expect(by.get(hurdle.noLabReport)).toMatchObject({ text: '5' });
    expect(by.get(hurdle.lowEssay)).toMatchObject({ text: '4' });
    expect(grades.filter((g) => g.overridden)).toHaveLength(1);
    expect(grades).toHaveLength(DEMO.users.students.length - 1);
  });

  it('has attempts with scores, and the student without a lab report has none', async () => {
    const { call } = setup();
    const lab = (await call('instructor', `v2/courses/${bio}/gradebook/columns/${cols.labReport1}/attempts`)).json
      .results as { userId: string }[];
    expect(lab.some((a) => a.userId === hurdle.noLabReport)).toBe(false);
    const essay = (await call('instructor', `v2/courses/${bio}/gradebook/columns/${cols.researchEssay}/users`)).json
      .results as Grade[];
    expect(essay.find((g) => g.userId === hurdle.lowEssay)).toMatchObject({ score: 58 });
  });
});

describe('seedLarge({ hurdleStudents })', () => {
  it('adds a hurdle course with that many students, scored attempts, overrides and students without a final grade', async () => {
    const data = seedLarge({
      now: NOW,
      students: 300,
      courses: 2,
      columnsPerCourse: 3,
      contentItems: 10,
      hurdleStudents: 200,
    });
    const course = data.courses.find((c) => c.courseId === 'HURDLE-200')!;
    expect(course).toBeDefined();
    expect(data.memberships.filter((m) => m.courseId === course.id && m.courseRoleId === 'Student')).toHaveLength(200);
    expect(data.notations.filter((n) => n.courseId === course.id).map((n) => n.code)).toEqual(['1xx', '2xx', '3xx']);
    const { app, state } = createSandbox({ data, clock: () => NOW });
    const token = state.issueToken(data.personas.instructor!);
    const get = async (path: string) => {
      const out: Grade[] = [];
      let next: string | undefined = `${API}/${path}`;
      while (next) {
        const page = (await (await app.request(next, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
          results: Grade[];
          paging?: { nextPage: string };
        };
        out.push(...page.results);
        next = page.paging
          ? `/learn/api/public${page.paging.nextPage.replace(/^\/learn\/api\/public/, '')}`
          : undefined;
      }
      return out;
    };
    const finals = await get(`v2/courses/${course.id}/gradebook/columns/finalGrade/users?limit=100`);
    expect(finals.length).toBeGreaterThan(180);
    expect(finals.length).toBeLessThan(200);
    expect(finals.every((g) => /^[1-7]$/.test(g.text ?? ''))).toBe(true);
    expect(finals.filter((g) => g.overridden)).toHaveLength(5);
    const codes = new Set(finals.map((g) => g.text));
    expect(codes.size).toBeGreaterThan(2);
    const exam = data.columns.find((c) => c.courseId === course.id && c.name === 'Final Exam')!;
    const attempts = await get(`v2/courses/${course.id}/gradebook/columns/${exam.id}/attempts?limit=100`);
    expect(attempts.length).toBeGreaterThan(150);
    expect(attempts.every((a) => typeof a.score === 'number')).toBe(true);
  });

  it('is off by default and refuses more hurdle students than students', () => {
    expect(
      seedLarge({ now: NOW, students: 10, courses: 2, columnsPerCourse: 2, contentItems: 4 }).courses,
    ).toHaveLength(2);
    expect(() => seedLarge({ now: NOW, students: 10, courses: 1, hurdleStudents: 11 })).toThrow(
      'seedLarge: hurdleStudents must be a whole number from 0 to students',
    );
  });
});
