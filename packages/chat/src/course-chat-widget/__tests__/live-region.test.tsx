import { DEMO } from '@tools/sandbox';
import { launchAs, renderTool, screen, userEvent, within } from '@tools/testing';
import { describe, expect, it } from 'vitest';
import { messages } from '../../messages.ts';
import { courseChatWidgetRoute } from '../route.ts';

/**
 * Issue 15 §1 "the log is a live region, messages are announced once": a polite log to which
 * each message is added once. Messages already shown stay the same DOM nodes when the next one
 * arrives (a re-created node is new content to a screen reader, which would read it again).
 */
const m = messages.en_US;
const course = { courseUuid: DEMO.courses.bio101.uuid };
const log = () => screen.getByRole('log', { name: m.logLabel });
const items = () =>
  within(log())
    .getAllByRole('listitem')
    .filter((li) => li.classList.contains('cc-msg'));

describe('the conversation as a live region', () => {
  it('adds each message once and keeps the earlier ones in place', async () => {
    const user = userEvent.setup();
    await renderTool(courseChatWidgetRoute, launchAs('student', course));
    expect(log()).toHaveAttribute('aria-live', 'polite');
    const textarea = screen.getByRole('textbox', { name: m.inputLabel });

    await user.click(textarea);
    await user.keyboard('What is the penalty for late submissions?{Enter}');
    await within(log()).findByRole('link', { name: /^\[1\] Syllabus/ });
    const first = items();
    expect(first).toHaveLength(3); // greeting, question, answer

    await user.keyboard('How many minutes do I have for Quiz 1?{Enter}');
    await within(log()).findByRole('link', { name: /^\[1\] Quiz 1/ });
    const second = items();
    expect(second).toHaveLength(5);
    first.forEach((node, i) => expect(second[i]).toBe(node));
    expect(within(log()).queryByText(m.thinking)).not.toBeInTheDocument();
  });
});
