import { describe, expect, it } from 'vitest';
import { DEMO } from '@tools/sandbox';
import { axeViolations, launchAs, renderTool, sandbox, screen, userEvent, within } from '@tools/testing';
import { myCourseLinksRoute } from '../my-course-links/route.ts';

const bio101 = DEMO.courseUuids.bio101;

describe('MyCourseLinks (reading tracker)', () => {
  it("marks a link read with a click: 'TODO: Read article' -> '✓ Read', with no way back", async () => {
    const user = userEvent.setup();
    const { container } = await renderTool(myCourseLinksRoute, launchAs('student', { courseUuid: bio101 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Course HTML Links' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Course HTML Links' });
    const todos = within(list).getAllByRole('button', { name: 'TODO: Read article' });
    expect(todos).toHaveLength(3);
    expect(todos[0]).toHaveClass('ct-todo-read');
    expect(todos[0]).toHaveAccessibleDescription('Virtual Microscope');
    await user.click(todos[0]!);
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('✓ Read')).toBeInTheDocument();
    expect(within(first).queryByRole('button')).toBeNull();
    expect(within(list).getAllByRole('button', { name: 'TODO: Read article' })).toHaveLength(2);
    expect(sandbox().state.requestLog.total).toBe(1); // read marks are not saved anywhere
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is keyboard operable (Tab to the mark, Enter or Space)', async () => {
    const user = userEvent.setup();
    await renderTool(myCourseLinksRoute, launchAs('student', { courseUuid: bio101 }));
    await screen.findByRole('list', { name: 'Course HTML Links' });
    await user.tab(); // first link
    await user.tab(); // its TODO button
    expect(document.activeElement).toHaveTextContent('TODO: Read article');
    await user.keyboard('{Enter}');
    expect(screen.getAllByText('✓ Read')).toHaveLength(1);
    expect(document.activeElement).toHaveTextContent('✓ Read'); // focus is not lost
    await user.tab(); // next link
    await user.tab(); // its TODO button
    await user.keyboard(' ');
    expect(screen.getAllByText('✓ Read')).toHaveLength(2);
  });

  it('read marks are held only on the page: a new page starts unread', async () => {
    const user = userEvent.setup();
    const first = await renderTool(myCourseLinksRoute, launchAs('student', { courseUuid: bio101 }));
    await user.click((await screen.findAllByRole('button', { name: 'TODO: Read article' }))[0]!);
    first.unmount();
    await renderTool(myCourseLinksRoute, launchAs('student', { courseUuid: bio101 }));
    expect(await screen.findAllByRole('button', { name: 'TODO: Read article' })).toHaveLength(3);
    expect(screen.queryByText('✓ Read')).toBeNull();
  });

  it('shows the empty text and the missing-parameter message', async () => {
    const list = sandbox().state.store.data.contents;
    for (let i = list.length - 1; i >= 0; i -= 1)
      if (list[i]!.contentHandler.id === 'resource/x-bb-externallink') list.splice(i, 1);
    const view = await renderTool(myCourseLinksRoute, launchAs('student', { courseUuid: bio101 }));
    expect(await screen.findByText('No HTML links found in this course.')).toBeInTheDocument();
    view.unmount();
    await renderTool(myCourseLinksRoute, launchAs('student', { courseUuid: bio101, token: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      'Missing access token or course UUID. Please try again.',
    );
  });
});
