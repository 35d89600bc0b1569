import { DEMO } from '@tools/sandbox';
import { axeViolations, launchAs, renderTool, sandbox, screen, userEvent, within } from '@tools/testing';
import { describe, expect, it } from 'vitest';
import { messages } from '../../messages.ts';
import { offersReindex } from '../reindex-control.tsx';
import { courseChatWidgetRoute } from '../route.ts';

/**
 * Issue 15 §2 "an instructor can trigger a re-index", from the widget: Settings offers course
 * staff POST /chat/reindex against the real server, with the Learn sandbox as Learn.
 */
const m = messages.en_US;
const BIO = DEMO.courses.bio101;
const course = { courseUuid: BIO.uuid };

const settings = () => screen.getByRole('group', { name: m.settingsTitle });
const openSettings = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: m.settings }));

describe('re-index from Settings', () => {
  it('reads the course again for an instructor and says what it read; focus stays on the button', async () => {
    const user = userEvent.setup();
    const { container } = await renderTool(courseChatWidgetRoute, launchAs('instructor', course));
    await openSettings(user);
    const before = sandbox().state.requestLog.total;
    const button = within(settings()).getByRole('button', { name: m.reindex });
    expect(button).toHaveAccessibleDescription(m.reindexHint);
    await user.click(button);
    const status = within(settings()).getByRole('status', { name: m.reindex });
    expect(
      await within(status).findByText('Re-indexed 22 items; the text of 2 attached files was read.'),
    ).toBeVisible();
    expect(button).toHaveFocus();
    // The server read the course from Learn again (listing, test details, attachments, files).
    expect(sandbox().state.requestLog.total - before).toBeGreaterThan(5);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is not offered to a student (the server would refuse it)', async () => {
    const user = userEvent.setup();
    await renderTool(courseChatWidgetRoute, launchAs('student', course));
    await openSettings(user);
    expect(within(settings()).getByRole('checkbox', { name: m.compactMode })).toBeInTheDocument();
    expect(within(settings()).queryByRole('button', { name: m.reindex })).not.toBeInTheDocument();
  });

  it('says the server refused, with its reason, when Learn does not list the caller in the course', async () => {
    // David Osei teaches CHEM201 only: the launch says instructor, Learn says not a member of BIO101.
    const user = userEvent.setup();
    await renderTool(
      courseChatWidgetRoute,
      launchAs('instructor', { ...course, token: sandbox().state.issueToken(DEMO.users.instructor2.id) }),
    );
    await openSettings(user);
    await user.click(within(settings()).getByRole('button', { name: m.reindex }));
    const status = within(settings()).getByRole('status', { name: m.reindex });
    expect(await within(status).findByText(m.reindexFailed)).toBeVisible();
    expect(status).toHaveTextContent('The server said: You are not enrolled in this course.');
  });

  it('says what is missing before asking the server (the send checks of spec 002 §5)', async () => {
    const user = userEvent.setup();
    await renderTool(courseChatWidgetRoute, launchAs('instructor', { courseUuid: null, courseId: null }));
    await openSettings(user);
    await user.click(within(settings()).getByRole('button', { name: m.reindex }));
    const status = within(settings()).getByRole('status', { name: m.reindex });
    expect(await within(status).findByText(m.reindexFailed)).toBeVisible();
    expect(status).toHaveTextContent(m.missingCourseId);
  });
});

describe('offersReindex (the launch role is a hint; the server decides)', () => {
  it.each([
    ['Instructor', true],
    ['instructor', true],
    ['TeachingAssistant', true],
    ['CourseBuilder', true],
    ['Student', false],
    ['Grader', false],
    ['Guest', false],
    [null, false],
  ])('%s -> %s', (role, offered) => {
    expect(offersReindex(role)).toBe(offered);
  });
});
