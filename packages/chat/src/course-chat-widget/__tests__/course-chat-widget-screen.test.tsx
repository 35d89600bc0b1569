import { DEMO } from '@tools/sandbox';
import {
  axeViolations,
  launchAs,
  LEARN_URL,
  renderTool,
  sandbox,
  screen,
  userEvent,
  waitFor,
  within,
} from '@tools/testing';
import { describe, expect, it } from 'vitest';
import { messages } from '../../messages.ts';
import { courseChatWidgetRoute } from '../route.ts';

/**
 * The widget against the real server (POST /chat: routes, service, index on PGlite) with the
 * Learn sandbox as Learn: every state and text of spec 002 §2/§4/§5/§8 and issue 15 §1.
 */
const m = messages.en_US;
const BIO = DEMO.courses.bio101;
const course = { courseUuid: BIO.uuid };

const chat = () => screen.getByRole('region', { name: 'Course AI Assistant' });
const alertIn = () => within(chat()).findByRole('alert');
const textarea = () => screen.getByRole('textbox', { name: m.inputLabel });
const log = () => screen.getByRole('log', { name: m.logLabel });
const messagesIn = () =>
  within(log())
    .getAllByRole('listitem', { hidden: false })
    .filter((li) => li.classList.contains('cc-msg'));

async function ask(user: ReturnType<typeof userEvent.setup>, question: string) {
  await user.click(textarea());
  await user.keyboard(question.replace(/[{[]/g, '$&$&'));
  await user.keyboard('{Enter}');
}

describe('CourseChatWidget', () => {
  it('opens compact with the pills, Settings, Clear and the greeting, and is axe-clean', async () => {
    const { container } = await renderTool(courseChatWidgetRoute, launchAs('student', course));
    expect(screen.getByRole('heading', { level: 1, name: 'Course AI Assistant' })).toBeInTheDocument();
    expect(screen.getByText('Role: student')).toBeInTheDocument();
    expect(await screen.findByText('Course: BIO101')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.settings })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: m.clear })).toBeInTheDocument();
    expect(within(log()).getByText(m.greeting)).toBeInTheDocument();
    expect(textarea()).toHaveAttribute('rows', '2');
    expect(container.querySelector('.cc-box')).toHaveStyle({ height: '320px' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks with Enter: the question, Thinking, then a quoted answer citing the Learn item; focus stays in the field', async () => {
    const user = userEvent.setup();
    const { container } = await renderTool(courseChatWidgetRoute, launchAs('student', course));
    await ask(user, 'What is the penalty for late submissions?');
    expect(within(log()).getByText('What is the penalty for late submissions?')).toBeInTheDocument();
    expect(within(log()).getByText(m.thinking)).toBeInTheDocument();
    expect(textarea()).toHaveValue('');
    expect(textarea()).toHaveFocus();

    const link = await within(log()).findByRole('link', { name: /Syllabus/ });
    expect(within(log()).queryByText(m.thinking)).not.toBeInTheDocument();
    expect(within(log()).getByText(/loses 10% of the available marks for each day/)).toBeInTheDocument();
    expect(link).toHaveAccessibleName('[1] Syllabus (opens in a new tab)');
    expect(link).toHaveAttribute('href', expect.stringMatching(new RegExp(`^${LEARN_URL}/ultra/courses/${BIO.id}/`)));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(textarea()).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('adds a new line with Shift+Enter instead of sending, and sends nothing when the text is empty', async () => {
    const user = userEvent.setup();
    await renderTool(courseChatWidgetRoute, launchAs('student', course));
    await user.click(textarea());
    await user.keyboard('late{Shift>}{Enter}{/Shift}penalty');
    expect(textarea()).toHaveValue('late\npenalty');
    await user.clear(textarea());
    await user.keyboard('   {Enter}');
    await user.click(screen.getByRole('button', { name: m.send }));
    expect(messagesIn()).toHaveLength(1);
    expect(within(chat()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows at most 30 characters of a citation title, the full title on hover and focus', async () => {
    const syllabus = sandbox().state.store.data.contents.find((c) => c.id === DEMO.bio101.contents.syllabus)!;
    syllabus.title = 'BIO101 Syllabus and Assessment Policies 2026';
    const user = userEvent.setup();
    await renderTool(courseChatWidgetRoute, launchAs('student', course));
    await ask(user, 'What is the penalty for late submissions?');
    const link = await within(log()).findByRole('link', { name: /Assessment Policies/ });
    expect(link).toHaveAttribute('title', 'BIO101 Syllabus and Assessment Policies 2026');
    expect(link).toHaveAccessibleName('[1] BIO101 Syllabus and Assessment Policies 2026 (opens in a new tab)');
    expect(link.querySelector('[aria-hidden="true"]')).toHaveTextContent('[1] BIO101 Syllabus and Assessmen…');
  });

  it('keeps the conversation per course and user for the session, and Clear goes back to the greeting', async () => {
    const user = userEvent.setup();
    const launch = launchAs('student', course);
    const first = await renderTool(courseChatWidgetRoute, launch);
    await ask(user, 'How many minutes do I have for Quiz 1?');
    await within(log()).findByRole('link', { name: /Quiz 1: Cell Biology/ });
    first.unmount();

    const again = await renderTool(courseChatWidgetRoute, launch);
    expect(within(log()).getByText('How many minutes do I have for Quiz 1?')).toBeInTheDocument();
    again.unmount();
    const otherUser = await renderTool(courseChatWidgetRoute, launchAs('student2', course));
    expect(within(log()).queryByText('How many minutes do I have for Quiz 1?')).not.toBeInTheDocument();
    otherUser.unmount();

    await renderTool(courseChatWidgetRoute, launch);
    await user.click(screen.getByRole('button', { name: m.clear }));
    expect(messagesIn()).toHaveLength(1);
    expect(within(log()).getByText(m.greeting)).toBeInTheDocument();
    expect(textarea()).toHaveFocus();
  });

  it('Settings turns compact mode off: 3 rows and a 400 px box, remembered', async () => {
    const user = userEvent.setup();
    const { container, unmount } = await renderTool(courseChatWidgetRoute, launchAs('student', course));
    await user.click(screen.getByRole('button', { name: m.settings }));
    const compact = screen.getByRole('checkbox', { name: m.compactMode });
    expect(compact).toBeChecked();
    await user.click(compact);
    expect(textarea()).toHaveAttribute('rows', '3');
    expect(container.querySelector('.cc-box')).toHaveStyle({ height: '400px' });
    unmount();
    await renderTool(courseChatWidgetRoute, launchAs('student', course));
    expect(textarea()).toHaveAttribute('rows', '3');
  });

  it.each([
    ['back end URL', { backendUrl: null }, m.missingBackendUrl],
    ['token', { token: null }, m.missingToken],
    ['platform URL', { platformUrl: null }, m.missingPlatformUrl],
    ['course', { courseUuid: null, courseId: null }, m.missingCourseId],
    ['a course Learn knows', { courseUuid: null, courseId: '_99999_1' }, m.unresolvedCourseUuid],
    // Learn shows students their course without its uuid (the sandbox does too).
    ['course uuid Learn shows a student', { courseUuid: null, courseId: BIO.id }, m.unresolvedCourseUuid],
  ])('says what is missing when there is no %s, and keeps the question', async (_what, overrides, text) => {
    const user = userEvent.setup();
    await renderTool(courseChatWidgetRoute, launchAs('student', { ...course, ...overrides }));
    await ask(user, 'What is the late penalty?');
    expect(await alertIn()).toHaveTextContent(text);
    expect(textarea()).toHaveValue('What is the late penalty?');
    expect(messagesIn()).toHaveLength(1);
  });

  it('resolves the course uuid from Learn when the launch has only the courseId, and sends it', async () => {
    // Learn gives the uuid to those who may read the whole course record (the administrator);
    // Sam Carter is not enrolled in BIO101, so the server then answers for that uuid with a 403.
    const user = userEvent.setup();
    await renderTool(courseChatWidgetRoute, launchAs('admin', { courseUuid: null, courseId: BIO.id }));
    await ask(user, 'What is the penalty for late submissions?');
    const alert = await alertIn();
    expect(alert).toHaveTextContent(m.chatApiError);
    expect(alert).toHaveTextContent('The server said: You are not enrolled in this course.');
  });

  it('says "Error calling chat API." with the server’s reason and answers with the apology', async () => {
    const user = userEvent.setup();
    // David Osei teaches CHEM201 only: the server refuses him BIO101.
    await renderTool(
      courseChatWidgetRoute,
      launchAs('instructor', { ...course, token: sandbox().state.issueToken(DEMO.users.instructor2.id) }),
    );
    await ask(user, 'What is the late penalty?');
    const alert = await alertIn();
    expect(alert).toHaveTextContent(m.chatApiError);
    expect(alert).toHaveTextContent('The server said: You are not enrolled in this course.');
    expect(within(log()).getByText(m.errorAnswer)).toBeInTheDocument();
    await waitFor(() => expect(textarea()).toHaveFocus());
  });

  it('shows the server’s reason when Learn cannot list the course, and the apology', async () => {
    sandbox().state.faults.add({ kind: 'status', status: 500, path: '/contents' });
    const user = userEvent.setup();
    await renderTool(courseChatWidgetRoute, launchAs('student', course));
    await ask(user, 'What is the late penalty?');
    // The server's Learn client tries a 500 three more times (1 s, 2 s, 4 s) before it gives up.
    const alert = await within(chat()).findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent(m.chatApiError);
    expect(alert).toHaveTextContent('The server said: Could not read the course content from Learn. Try again later.');
    expect(within(log()).getByText(m.errorAnswer)).toBeInTheDocument();
  }, 30_000);

  it('tells a student plainly when the course does not cover the question, and never shows a hidden item', async () => {
    const user = userEvent.setup();
    await renderTool(courseChatWidgetRoute, launchAs('student', course));
    await ask(user, 'Is there a bonus question about tardigrades on the midterm?');
    expect(await within(log()).findByText(m.notCovered)).toBeInTheDocument();
    expect(within(log()).queryByRole('link')).not.toBeInTheDocument();
  });
});
