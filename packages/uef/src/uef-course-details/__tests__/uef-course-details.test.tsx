import { describe, expect, it } from 'vitest';
import { DEMO } from '@tools/sandbox';
import { axeViolations, launchAs, renderTool, sandbox, screen } from '@tools/testing';
import { learnErrorCases, valueOf } from '../../__tests__/learn-error-cases.ts';
import { uefCourseDetailsRoute } from '../route.ts';

const bio101 = { ...DEMO.courses.bio101, courseId: 'BIO101', name: 'BIO101 Introduction to Biology' };

describe('UEFCourseDetails', () => {
  it("welcomes the user to the course Ultra's route named (course primary id)", async () => {
    const { container } = await renderTool(uefCourseDetailsRoute, launchAs('instructor', { courseId: bio101.id }));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: bio101.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Welcome, \w+ \w+!$/ })).toBeInTheDocument();
    expect(screen.getByText('Course Tools for this course.')).toBeInTheDocument();
    expect(valueOf('Course Name')).toBe(bio101.name);
    expect(valueOf('Course ID')).toBe(bio101.courseId);
    expect(sandbox().state.requestLog.total).toBe(2);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('also opens from a course launch (courseUuid)', async () => {
    await renderTool(uefCourseDetailsRoute, launchAs('student', { courseUuid: bio101.uuid }));
    expect(await screen.findByRole('heading', { name: bio101.name })).toBeInTheDocument();
    expect(valueOf('Course ID')).toBe(bio101.courseId);
  });

  it('explains a missing course without any request', async () => {
    await renderTool(uefCourseDetailsRoute, launchAs('student'));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      'Missing access token or course UUID. Please try again.',
    );
    expect(sandbox().state.requestLog.total).toBe(0);
  });

  learnErrorCases(uefCourseDetailsRoute, {
    launch: { courseId: bio101.id },
    failingPath: '/courses/',
    what: ' for the course',
  });
});
