import { createLearnClient, createRubric, listRubrics, type RubricInput } from '@tools/learn-api';
import { createSandbox, DEMO } from '@tools/sandbox';
import { describe, expect, it } from 'vitest';
import type { LearnRubricBody } from '../learn-rubric.ts';
import { transformRubrics } from '../transform.ts';
import { planUpload } from '../upload-plan.ts';
import { rubricsOf } from './fixtures.ts';

// The domain's body is the learn-api client's input: a compile-time check.
const asInput = (body: LearnRubricBody): RubricInput => body;

/** The Learn client against the in-process sandbox, as BIO101's instructor. */
function bio101() {
  const { app, state } = createSandbox();
  const client = createLearnClient({
    baseUrl: 'https://learn.rubrics.test',
    token: state.issueToken(DEMO.users.instructor.id),
    fetch: async (input, init) => app.fetch(new Request(input, init)),
  });
  return { client, courseRef: `courseId:${DEMO.courses.bio101.courseId}` };
}

const all = transformRubrics([
  ...rubricsOf('custom-points'),
  ...rubricsOf('course-rubrics'),
  ...rubricsOf('edge-cases'),
]);

describe('transformed bodies against Learn (the sandbox implements its checks)', () => {
  it.each(all.filter((t) => t.status === 'ready').map((t) => [t.title, t] as const))(
    '%s is accepted and reads back the same',
    async (_, transformed) => {
      const { client, courseRef } = bio101();
      const created = await createRubric(client, { courseRef, rubric: asInput(transformed.body!) });
      const body = transformed.body!;
      expect(created).toMatchObject({ title: body.title, rubricType: body.rubricType });
      expect(created.rows?.map((r) => [r.header, r.position, r.rowPoints])).toEqual(
        body.rows.map((r) => [r.header, r.position, r.rowPoints]),
      );
      expect(created.cells?.map((c) => [c.rowPosition, c.columnPosition, c.points?.value, c.description])).toEqual(
        body.cells.map((c) => [c.rowPosition, c.columnPosition, c.points?.value, c.description]),
      );
    },
  );

  it('the bodies the validator refuses are refused by Learn too', async () => {
    const { client, courseRef } = bio101();
    const refused = all.filter((t) => t.status === 'invalid' && t.body);
    expect(refused.map((t) => t.title)).toEqual(['Penalty Rubric', 'Sixteen Criteria']);
    for (const t of refused)
      await expect(createRubric(client, { courseRef, rubric: asInput(t.body!) })).rejects.toMatchObject({
        status: 400,
      });
  });

  it('a re-run against the course posts nothing twice', async () => {
    const { client, courseRef } = bio101();
    const course = transformRubrics(rubricsOf('course-rubrics'));
    for (const step of planUpload(course, []))
      if (step.kind === 'send') await createRubric(client, { courseRef, rubric: step.body });
    const titles = (await listRubrics(client, { courseRef }, { fields: ['title'] })).map((r) => r.title!);
    expect(titles).toHaveLength(5);
    expect(planUpload(course, titles).map((s) => s.kind)).toEqual(Array(5).fill('duplicate'));
  });
});
