import { describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demo.ts';
import { setup } from './helpers.ts';

const bio = DEMO.courses.bio101.id;

describe('writes are visible to later reads', () => {
  it('creates a grade column (POST) that GET one and GET list return', async () => {
    const { call } = setup();
    const created = await call('instructor', `v2/courses/${bio}/gradebook/columns`, {
      method: 'POST',
      body: { name: 'Late Penalties', score: { possible: 0 }, availability: { available: 'Yes' } },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      name: 'Late Penalties',
      score: { possible: 0 },
      availability: { available: 'Yes' },
      grading: { type: 'Manual' },
    });
    const one = await call('instructor', `v1/courses/${bio}/gradebook/columns/${created.json.id}?fields=id,name`);
    expect(one.json).toEqual({ id: created.json.id, name: 'Late Penalties' });
    const list = await call('student', `v2/courses/${bio}/gradebook/columns?fields=name&limit=100`);
    expect(list.json.results.map((c: { name: string }) => c.name)).toContain('Late Penalties');
  });

  it('deletes a manual column with its grades (DELETE); keeps content and calculated columns; students may not', async () => {
    const { call } = setup();
    const created = await call('instructor', `v2/courses/${bio}/gradebook/columns`, {
      method: 'POST',
      body: { name: 'Late Penalties', score: { possible: 0 }, availability: { available: 'Yes' } },
    });
    const path = `v2/courses/${bio}/gradebook/columns/${created.json.id}`;
    await call('instructor', `${path}/users/${DEMO.users.student.id}`, { method: 'PATCH', body: { score: -2 } });
    expect((await call('student', path, { method: 'DELETE' })).status).toBe(403);
    expect((await call('instructor', path, { method: 'DELETE' })).status).toBe(204);
    expect((await call('instructor', path)).status).toBe(404);
    expect((await call('instructor', `${path}/users`)).status).toBe(404);
    const content = `v2/courses/${bio}/gradebook/columns/${DEMO.bio101.columns.labReport1}`;
    expect((await call('instructor', content, { method: 'DELETE' })).json).toEqual({
      status: 400,
      message: 'This gradebook column cannot be deleted',
    });
  });

  it('validates a new column with a clear message', async () => {
    const { call } = setup();
    const res = await call('instructor', `v2/courses/${bio}/gradebook/columns`, {
      method: 'POST',
      body: { name: 'No points' },
    });
    expect(res.json).toEqual({ status: 400, message: 'score.possible is required and must be a number of at least 0' });
    expect(
      (
        await call('student', `v2/courses/${bio}/gradebook/columns`, {
          method: 'POST',
          body: { name: 'x', score: { possible: 1 } },
        })
      ).status,
    ).toBe(403);
  });

  it('PATCHes score and feedback, and clears an override with score: null', async () => {
    const { call } = setup();
    const path = `v2/courses/${bio}/gradebook/columns/${DEMO.bio101.columns.participation}/users/${DEMO.users.student2.id}`;
    const patched = await call('instructor', path, {
      method: 'PATCH',
      body: { score: -4.5, feedback: 'Late penalty: 2 days' },
    });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({
      score: -4.5,
      text: '-4.5',
      feedback: 'Late penalty: 2 days',
      status: 'Graded',
    });
    const read = await call(
      'student2',
      `v1/courses/${bio}/gradebook/columns/${DEMO.bio101.columns.participation}/users/me`,
    );
    expect(read.json).toEqual({
      userId: DEMO.users.student2.id,
      columnId: DEMO.bio101.columns.participation,
      status: 'Graded',
      text: '-4.5',
      score: -4.5,
      exempt: false,
      feedback: 'Late penalty: 2 days',
    });
    const cleared = await call('instructor', path, { method: 'PATCH', body: { score: null } });
    expect(cleared.json).not.toHaveProperty('score');
    expect(cleared.json).not.toHaveProperty('overridden');
  });

  it('sets a grade notation on v2 and shows its description as the display grade', async () => {
    const { call } = setup();
    const created = await call('instructor', `v1/courses/${bio}/gradebook/gradeNotations`, {
      method: 'POST',
      body: { code: '4xx', description: 'Grade Hurdle Adjust to 4' },
    });
    expect(created.status).toBe(201);
    const notations = await call('instructor', `v1/courses/${bio}/gradebook/gradeNotations?fields=code`);
    expect(notations.json.results).toEqual([{ code: '1xx' }, { code: '2xx' }, { code: '3xx' }, { code: '4xx' }]);
    const path = `v2/courses/${bio}/gradebook/columns/finalGrade/users/${DEMO.users.student.id}`;
    await call('instructor', path, { method: 'PATCH', body: { gradeNotationId: created.json.id } });
    const read = await call('instructor', `${path}?fields=gradeNotationId,displayGrade.text`);
    expect(read.json).toEqual({ gradeNotationId: created.json.id, displayGrade: { text: 'Grade Hurdle Adjust to 4' } });
    const v1 = await call(
      'instructor',
      `v1/courses/${bio}/gradebook/columns/finalGrade/users/${DEMO.users.student.id}`,
      { method: 'PATCH', body: { gradeNotationId: created.json.id } },
    );
    expect(v1.json).toEqual({ status: 400, message: 'Unrecognized field(s): gradeNotationId' });
    const dup = await call('instructor', `v1/courses/${bio}/gradebook/gradeNotations`, {
      method: 'POST',
      body: { code: '4xx', description: 'again' },
    });
    expect(dup.json.message).toBe("A grade notation with code '4xx' already exists in this course");
  });

  it('keeps each grade change in the column’s history (gradebook logs), the grade before it first', async () => {
    const { call, state, advance } = setup();
    const overall = DEMO.bio101.columns.overall;
    const [first, second] = DEMO.bio101.gradeNotations;
    const path = `v2/courses/${bio}/gradebook/columns/${overall}/users/${DEMO.users.student.id}`;
    const before = (await call('instructor', path)).json;
    await call('instructor', path, { method: 'PATCH', body: { gradeNotationId: first!.id } });
    advance(60_000);
    await call('instructor', path, { method: 'PATCH', body: { gradeNotationId: second!.id } });
    const logs = await call(
      'instructor',
      `v1/courses/${bio}/gradebook/columns/${overall}/logs?user.userId=${DEMO.users.student.id}`,
    );
    expect(logs.status).toBe(200);
    const entries = logs.json.results as Record<string, unknown>[];
    expect(entries.map((e) => e.gradeNotationId ?? null)).toEqual([
      before.gradeNotationId ?? null,
      first!.id,
      second!.id,
    ]);
    expect(entries[0]).toMatchObject({
      gradebookColumnId: overall,
      user: { userId: DEMO.users.student.id },
      text: before.text,
      exempt: false,
    });
    for (const e of entries) expect(typeof e.logged).toBe('string');
    const newestFirst = await call(
      'instructor',
      `v1/courses/${bio}/gradebook/columns/${overall}/logs?sort=id(desc)&fields=gradeNotationId&limit=1`,
    );
    expect(newestFirst.json.results).toEqual([{ gradeNotationId: second!.id }]);
    const since = await call(
      'instructor',
      `v1/courses/${bio}/gradebook/columns/${overall}/logs?since=${encodeURIComponent(String(entries[2]!.logged))}`,
    );
    expect(since.json.results.map((e: { id: string }) => e.id)).toEqual([entries[2]!.id]);
    expect((await call('student', `v1/courses/${bio}/gradebook/columns/${overall}/logs`)).status).toBe(403);
    expect((await call('instructor', `v1/courses/${bio}/gradebook/columns/${overall}/logs?sort=name`)).status).toBe(
      400,
    );
    expect(
      state.requestLog.count('GET /learn/api/public/v1/courses/{courseId}/gradebook/columns/{columnId}/logs'),
    ).toBe(5);
  });

  it('associates a course with a catalog category (PUT, then 409 on repeat)', async () => {
    const { call } = setup();
    const path = `v1/catalog/categories/Course/${DEMO.categories.mathematics.id}/courses/courseId:MATH150`;
    const put = await call('admin', path, { method: 'PUT' });
    expect(put.status).toBe(201);
    expect(put.json).toMatchObject({ categoryId: DEMO.categories.mathematics.id, courseId: DEMO.courses.math150.id });
    const list = await call('admin', `v1/catalog/categories/Course/${DEMO.categories.mathematics.id}/courses`);
    expect(list.json.results.map((r: { courseId: string }) => r.courseId)).toEqual([DEMO.courses.math150.id]);
    expect((await call('admin', path, { method: 'PUT' })).status).toBe(409);
  });

  it('creates rubrics in Ultra courses only', async () => {
    const { call } = setup();
    const rubric = {
      title: 'Essay rubric',
      rubricType: 'Numeric',
      columns: [{ id: 'c1', header: 'Excellent', position: 0 }],
      rows: [{ id: 'r1', header: 'Thesis', position: 0, rowPoints: 10 }],
      cells: [
        {
          id: 'x1',
          rowId: 'r1',
          columnId: 'c1',
          rowPosition: 0,
          columnPosition: 0,
          points: { value: 10 },
          description: 'Clear thesis',
        },
      ],
    };
    const ok = await call('instructor', 'v1/courses/courseId:BIO101/rubrics', { method: 'POST', body: rubric });
    expect(ok.status).toBe(201);
    expect(ok.json).toMatchObject({ title: 'Essay rubric', courseId: bio, rubricType: 'Numeric' });
    const listed = await call('instructor', 'v1/courses/courseId:BIO101/rubrics?fields=title');
    expect(listed.json.results).toEqual([{ title: 'Essay rubric' }]);
    const classic = await call('instructor2', 'v1/courses/courseId:CHEM201/rubrics', { method: 'POST', body: rubric });
    expect(classic.json).toEqual({
      status: 400,
      message: 'Rubrics can only be created in Ultra courses through this endpoint',
    });
  });

  it('enrols and unenrols users (admin)', async () => {
    const { call } = setup();
    const path = `v1/courses/${DEMO.courses.cs105.id}/users/${DEMO.users.student2.id}`;
    expect((await call('admin', path, { method: 'PUT', body: { courseRoleId: 'CourseBuilder' } })).status).toBe(201);
    expect((await call('admin', `${path}?fields=courseRoleId`)).json).toEqual({ courseRoleId: 'CourseBuilder' });
    expect((await call('admin', path, { method: 'DELETE' })).status).toBe(204);
    expect((await call('admin', path)).status).toBe(404);
  });
});
