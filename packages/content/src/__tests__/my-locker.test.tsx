import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '@tools/sandbox';
import { axeViolations, launchAs, LEARN_URL, renderTool, sandbox, screen, within } from '@tools/testing';
import { myLockerRoute } from '../my-locker/route.ts';

const note = (name: string) => screen.getByRole('region', { name });
const items = (name: string) =>
  within(note(name))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);
const ROUTES = {
  courses: 'GET /learn/api/public/v1/users/{userId}/courses',
  instructors: 'GET /learn/api/public/v1/courses/{courseId}/users',
  user: 'GET /learn/api/public/v1/users/{userId}',
  groups: 'GET /learn/api/public/v1/courses/{courseId}/groups',
  contents: 'GET /learn/api/public/v1/courses/{courseId}/contents',
};

afterEach(() => vi.restoreAllMocks());

describe('MyLocker', () => {
  it('shows the four sticky notes, with one call per list per course (users expanded, no call per instructor)', async () => {
    const { container } = await renderTool(myLockerRoute, launchAs('student'));
    expect(screen.getByRole('heading', { level: 1, name: 'My Locker' })).toBeInTheDocument();
    expect(screen.getByText('Loading your locker…')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'My Homework' });

    expect(items('My Homework')).toContain('Quiz 1: Cell Biology (BIO101 Introduction to Biology)');
    expect(items('My Homework')).toContain('Research Essay (BIO101 Introduction to Biology)');
    expect(items('My Homework')).toContain('Midterm Test (CHEM201 Organic Chemistry I)');
    expect(items('My Homework')).toHaveLength(10);
    const essay = within(note('My Homework')).getByRole('link', { name: 'Research Essay' });
    expect(essay.getAttribute('href')).toContain(
      `${LEARN_URL}/ultra/courses/${DEMO.courses.bio101.id}/outline/edit/document/${DEMO.bio101.contents.researchEssay}`,
    );

    // Courses the student can open (ENG220 membership and MATH150 are unavailable), opening in a new tab.
    const bio = within(note('My Courses')).getByRole('link', {
      name: 'BIO101 Introduction to Biology (opens in a new tab)',
    });
    expect(bio).toHaveAttribute('href', `${LEARN_URL}/ultra/courses/${DEMO.courses.bio101.id}/outline`);
    expect(bio).toHaveAttribute('target', '_blank');
    expect(items('My Courses')).toHaveLength(3);

    const ellis = within(note('My Instructors')).getAllByRole('listitem')[0]!;
    expect(within(ellis).getByText('Margaret Ellis')).toBeInTheDocument();
    expect(within(ellis).getByRole('link', { name: 'margaret.ellis@example.edu' })).toHaveAttribute(
      'href',
      'mailto:margaret.ellis@example.edu',
    );
    expect(within(ellis).getByText('(555) 020-1111')).toBeInTheDocument();
    expect(items('My Instructors').map((t) => t?.split('Email')[0])).toEqual([
      'Margaret Ellis',
      'David Osei',
      'Hannah Levi',
    ]);

    expect(items('My Groups')).toEqual([
      'Lab Group A',
      'Lab Group B',
      'Lab Group C',
      'Debate Team Red',
      'Debate Team Blue',
    ]);

    const log = sandbox().state.requestLog;
    expect([
      log.count(ROUTES.courses),
      log.count(ROUTES.instructors),
      log.count(ROUTES.groups),
      log.count(ROUTES.contents),
      log.count(ROUTES.user),
    ]).toEqual([1, 3, 3, 3, 0]);
    expect(log.total).toBe(10);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('de-duplicates instructors by full name and skips empty names', async () => {
    const { store } = sandbox().state;
    const ellis = DEMO.users.instructor.id;
    const base = store.membershipsOfCourse(DEMO.courses.bio101.id).find((m) => m.userId === ellis)!;
    store.addMembership({ ...base, id: '_9001_1', courseId: DEMO.courses.chem201.id });
    const osei = store.data.users.find((u) => u.id === DEMO.users.instructor2.id)!;
    osei.name = { ...osei.name, given: '', family: '' };
    await renderTool(myLockerRoute, launchAs('student'));
    await screen.findByRole('region', { name: 'My Instructors' });
    expect(items('My Instructors').map((t) => t?.split('Email')[0])).toEqual(['Margaret Ellis', 'Hannah Levi']);
  });

  it('logs and skips a course whose instructors, groups or contents fail', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { state } = sandbox();
    state.faults.add({ kind: 'status', status: 500, path: `/courses/${DEMO.courses.bio101.id}/users` });
    state.faults.add({ kind: 'status', status: 500, path: `/courses/${DEMO.courses.hist110.id}/groups` });
    state.faults.add({ kind: 'status', status: 403, path: `/courses/${DEMO.courses.chem201.id}/contents` });
    const launch = launchAs('student');
    await renderTool(myLockerRoute, launch);
    await screen.findByRole('region', { name: 'My Homework' });
    expect(items('My Instructors').map((t) => t?.split('Email')[0])).toEqual(['David Osei', 'Hannah Levi']);
    expect(items('My Groups')).toEqual(['Lab Group A', 'Lab Group B', 'Lab Group C']);
    expect(items('My Homework').some((t) => t?.includes('CHEM201'))).toBe(false);
    expect(items('My Courses')).toHaveLength(3);
    const logged = warn.mock.calls.map((c) => String(c[0]));
    expect(
      logged.some((t) => t.startsWith('My Locker: could not load instructors for BIO101 Introduction to Biology')),
    ).toBe(true);
    expect(logged.some((t) => t.startsWith('My Locker: could not load groups for HIST110'))).toBe(true);
    expect(logged.some((t) => t.startsWith('My Locker: could not load contents for CHEM201'))).toBe(true);
    expect(logged.join('\n')).not.toContain(launch.token!);
  });

  it('shows the empty texts', async () => {
    const { store } = sandbox().state;
    const mine = store.data.memberships.filter((m) => m.userId === DEMO.users.student.id);
    for (const m of mine) if (m.courseId !== DEMO.courses.math150.id) m.availability.available = 'No';
    await renderTool(myLockerRoute, launchAs('student'));
    await screen.findByRole('region', { name: 'My Homework' });
    expect(within(note('My Homework')).getByText('No assignments found')).toBeInTheDocument();
    expect(within(note('My Courses')).getByText('No courses found')).toBeInTheDocument();
    expect(within(note('My Instructors')).getByText('No instructors found')).toBeInTheDocument();
    expect(within(note('My Groups')).getByText('No group memberships found.')).toBeInTheDocument();
  });

  it("shows 'Error: {message}' when the courses cannot be read", async () => {
    await renderTool(myLockerRoute, launchAs('student', { token: 'expired-token' }));
    const alert = await screen.findByRole('alert', { name: 'Error' });
    expect(alert).toHaveTextContent('Error: Bearer token is invalid');
  });

  it.each([['token'], ['uuid']] as const)('explains a missing %s at once, with no request', async (key) => {
    await renderTool(myLockerRoute, launchAs('student', { [key]: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      'Missing access token or user UUID. Please try again.',
    );
    expect(sandbox().state.requestLog.total).toBe(0);
  });
});
