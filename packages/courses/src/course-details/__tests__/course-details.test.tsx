import { describe, expect, it } from 'vitest';
import { DEMO } from '@tools/sandbox';
import { axeViolations, launchAs, renderTool, sandbox, screen } from '@tools/testing';
import { courseDetailsRoute } from '../route.ts';
import { needsTerm, startDateOf } from '../start-date.ts';

const bio101 = DEMO.courseUuids.bio101;

describe('CourseDetails', () => {
  it("shows name, course ID and the term's start date (course + term: two requests)", async () => {
    const { container } = await renderTool(courseDetailsRoute, launchAs('instructor', { courseUuid: bio101 }));
    expect(await screen.findByRole('row', { name: 'Course Name BIO101 Introduction to Biology' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Course ID BIO101' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Start Date' }).nextElementSibling?.textContent).toMatch(/\d{4}/);
    expect(screen.getByRole('columnheader', { name: 'Field' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Value' })).toBeInTheDocument();
    expect(sandbox().state.requestLog.total).toBe(2);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('accepts a primary id in place of the uuid (no lookup needed)', async () => {
    await renderTool(courseDetailsRoute, launchAs('instructor', { courseUuid: DEMO.courses.bio101.id }));
    expect(await screen.findByRole('row', { name: 'Course ID BIO101' })).toBeInTheDocument();
  });

  it.each([['token'], ['courseUuid']] as const)('explains a missing %s', async (key) => {
    await renderTool(courseDetailsRoute, launchAs('student', { courseUuid: bio101, [key]: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      'Missing access token or course UUID. Please try again.',
    );
  });

  it("shows Learn's message when the course does not exist", async () => {
    await renderTool(courseDetailsRoute, launchAs('student', { courseUuid: 'ffffffffffffffffffffffffffffffff' }));
    expect(await screen.findByRole('alert', { name: 'Error' })).toBeInTheDocument();
  });
});

describe('startDateOf', () => {
  const term = { availability: { duration: { start: '2026-01-10T00:00:00Z' } } };
  it.each([
    [
      'date-range course',
      { availability: { duration: { type: 'DateRange', start: '2026-02-01T00:00:00Z' } }, termId: '_1_1' },
      term,
      '2026-02-01T00:00:00Z',
    ],
    ['term course', { availability: { duration: { type: 'UseTerm' } }, termId: '_1_1' }, term, '2026-01-10T00:00:00Z'],
    ['no term', { created: '2025-12-01T00:00:00Z' }, undefined, '2025-12-01T00:00:00Z'],
    ['nothing known', {}, undefined, undefined],
  ])('%s', (_, course, t, expected) => {
    expect(startDateOf(course, t)).toBe(expected);
  });

  it('asks for the term only when the course has no own start', () => {
    expect(needsTerm({ termId: '_1_1' })).toBe(true);
    expect(needsTerm({ termId: '_1_1', availability: { duration: { start: 'x' } } })).toBe(false);
    expect(needsTerm({})).toBe(false);
  });
});
