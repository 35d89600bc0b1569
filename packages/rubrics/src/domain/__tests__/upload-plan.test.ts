import { describe, expect, it } from 'vitest';
import { copyTitle, planUpload } from '../upload-plan.ts';
import { transformRubrics } from '../transform.ts';
import { rubricsOf } from './fixtures.ts';

const rubrics = transformRubrics([...rubricsOf('course-rubrics'), ...rubricsOf('edge-cases')]);
const summary = (steps: ReturnType<typeof planUpload>) => steps.map((s) => `${s.kind}: ${s.title}`);

describe('planUpload', () => {
  it('sends every valid rubric to an empty course, in file order, and leaves the invalid ones', () => {
    expect(summary(planUpload(rubrics, []))).toEqual([
      'send: Lab Report',
      'send: Discussion Participation',
      'send: Group Project',
      'send: Oral Presentation',
      'send: Lab Report (2)',
      'invalid: Portfolio',
      'send: Rubric 22',
      'invalid: Checklist',
      'invalid: Penalty Rubric',
      'invalid: Sixteen Criteria',
    ]);
  });

  it('reports rubrics whose title the course already has (ignoring case and spacing) instead of posting them again', () => {
    const steps = planUpload(rubrics.slice(0, 3), ['lab report', 'Group  Project', 'Week 1 Quiz']);
    expect(summary(steps)).toEqual([
      'duplicate: Lab Report',
      'send: Discussion Participation',
      'duplicate: Group Project',
    ]);
  });

  it('a re-run after a complete upload sends nothing', () => {
    const first = planUpload(rubrics, []);
    const sent = first.filter((s) => s.kind === 'send').map((s) => s.title);
    expect(planUpload(rubrics, sent).filter((s) => s.kind === 'send' || s.kind === 'copy')).toEqual([]);
  });

  it('sends a duplicate as a copy when the user asks, under a title no other rubric has', () => {
    const lab = rubrics[0]!;
    const steps = planUpload([lab, rubrics[4]!], ['Lab Report', 'Lab Report (copy)'], new Set([lab.key]));
    expect(steps[0]).toMatchObject({ kind: 'copy', title: 'Lab Report (copy 2)', copyOf: 'Lab Report' });
    expect(steps[0]!.kind === 'copy' && steps[0]!.body.title).toBe('Lab Report (copy 2)');
    expect(lab.body!.title).toBe('Lab Report');
    expect(summary(steps)[1]).toBe('send: Lab Report (2)');
  });
});

describe('copyTitle', () => {
  it.each([
    ['Essay', [], 'Essay (copy)'],
    ['Essay', ['Essay (copy)'], 'Essay (copy 2)'],
    ['Essay', ['essay (COPY)', 'Essay (copy 2)'], 'Essay (copy 3)'],
  ])('%s with %j taken is %s', (title, taken, expected) => {
    expect(copyTitle(title, taken)).toBe(expected);
  });

  it('shortens a long title so the copy still fits 255 characters', () => {
    const copy = copyTitle('T'.repeat(255), []);
    expect(copy).toHaveLength(255);
    expect(copy.endsWith('T (copy)')).toBe(true);
  });
});
