import { describe, expect, it } from 'vitest';
import { DEMO } from '@tools/sandbox';
import { axeViolations, launchAs, LEARN_URL, renderTool, sandbox, screen, within } from '@tools/testing';
import { courseContentLinksRoute } from '../course-content-links/route.ts';
import { courseContentPatternsRoute } from '../course-content-patterns/route.ts';
import { courseContentSummaryRoute } from '../course-content-summary/route.ts';
import { courseLinksRoute } from '../course-links/route.ts';
import { myCourseWebLinksRoute } from '../my-course-web-links/route.ts';

const bio101 = DEMO.courseUuids?.bio101 ?? DEMO.courses.bio101.uuid;
const contents = DEMO.bio101.contents;
const RECURSIVE = 'GET /learn/api/public/v1/courses/{courseId}/contents';

/** Edits the fresh per-test sandbox's content in place. */
function removeContents(drop: (c: { courseId: string; title: string; contentHandler: { id: string } }) => boolean) {
  const list = sandbox().state.store.data.contents;
  for (let i = list.length - 1; i >= 0; i -= 1) if (drop(list[i]!)) list.splice(i, 1);
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('CourseContentLinks (Course Linkable Content)', () => {
  it('lists every item with a link and its handler type, assessment links skipped, in one Learn request', async () => {
    const { container } = await renderTool(courseContentLinksRoute, launchAs('instructor', { courseUuid: bio101 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Course Linkable Content' })).toBeInTheDocument();
    expect(screen.getByText('Loading course links…')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Course Linkable Content' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toHaveLength(21);
    expect(items).toContain('Research Essay (resource/x-bb-assignment)');
    expect(items).toContain('Virtual Microscope (resource/x-bb-externallink)');
    expect(items.some((text) => text?.startsWith('Quiz 1'))).toBe(false);
    expect(within(list).getByRole('link', { name: 'Virtual Microscope' })).toHaveAttribute(
      'href',
      'https://virtual.microscope.example.org/lab',
    );
    const essay = within(list).getByRole('link', { name: 'Research Essay' });
    expect(essay.getAttribute('href')).toBe(
      `${LEARN_URL}/ultra/courses/${DEMO.courses.bio101.id}/outline/edit/document/${contents.researchEssay}?courseId=${DEMO.courses.bio101.id}&view=content`,
    );
    expect(essay).toHaveAttribute('target', '_blank');
    expect(sandbox().state.requestLog.total).toBe(1);
    expect(sandbox().state.requestLog.count(RECURSIVE)).toBe(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the empty text when the course has no content', async () => {
    removeContents((c) => c.courseId === DEMO.courses.bio101.id);
    await renderTool(courseContentLinksRoute, launchAs('instructor', { courseUuid: bio101 }));
    expect(await screen.findByText('No linkable content found.')).toBeInTheDocument();
  });

  it("shows Learn's message in the Error view", async () => {
    sandbox().state.faults.add({ kind: 'status', status: 500, path: '/contents' });
    await renderTool(courseContentLinksRoute, launchAs('instructor', { courseUuid: bio101 }));
    const alert = await screen.findByRole('alert', { name: 'Error' });
    expect(alert.textContent).toMatch(/\S/);
    expect(alert).not.toHaveTextContent('Please check your access token');
  });

  it.each([['token'], ['courseUuid']] as const)('explains a missing %s at once, with no request', async (key) => {
    await renderTool(courseContentLinksRoute, launchAs('instructor', { courseUuid: bio101, [key]: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      'Missing access token or course UUID. Please try again.',
    );
    expect(screen.queryByText(/Loading/)).toBeNull();
    expect(sandbox().state.requestLog.total).toBe(0);
  });

  it('skips a folder that fails and says so, keeping the rest of the tree', async () => {
    const { state } = sandbox();
    state.faults.add({ kind: 'status', status: 500, path: `/contents/${contents.labMaterials}/children` });
    state.faults.add({ kind: 'status', status: 500, path: '/contents', times: 1 }); // the recursive listing
    await renderTool(courseContentLinksRoute, launchAs('instructor', { courseUuid: bio101 }));
    const list = await screen.findByRole('list', { name: 'Course Linkable Content' });
    expect(screen.getByRole('note')).toHaveTextContent(
      'Some folders could not be read and were skipped: Lab Materials.',
    );
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toContain('Research Essay (resource/x-bb-assignment)');
    expect(items.some((t) => t?.startsWith('Virtual Microscope'))).toBe(false);
  });
});

describe('CourseLinks (HTML Links in Course)', () => {
  it('lists the external links of the whole tree in outline order', async () => {
    const { container } = await renderTool(courseLinksRoute, launchAs('student', { courseUuid: bio101 }));
    expect(screen.getByRole('heading', { level: 1, name: 'HTML Links in Course' })).toBeInTheDocument();
    expect(screen.getByText('Loading HTML links…')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'HTML Links in Course' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Virtual Microscope', 'https://virtual.microscope.example.org/lab'],
      ['Khan Academy: Mendelian genetics', 'https://www.khanacademy.org/science/biology/classical-genetics'],
      ['Course welcome video', 'https://www.youtube.com/watch?v=8IlzKri08kk'],
    ]);
    expect(sandbox().state.requestLog.total).toBe(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("falls back to 'Untitled Link' for a link without a title", async () => {
    const links = sandbox().state.store.data.contents.filter(
      (c) => c.contentHandler.id === 'resource/x-bb-externallink' && c.courseId === DEMO.courses.bio101.id,
    );
    links[0]!.title = '';
    await renderTool(courseLinksRoute, launchAs('student', { courseUuid: bio101 }));
    expect(await screen.findByRole('link', { name: 'Untitled Link' })).toBeInTheDocument();
  });

  it('says when the course has no external links', async () => {
    removeContents((c) => c.contentHandler.id === 'resource/x-bb-externallink');
    await renderTool(courseLinksRoute, launchAs('student', { courseUuid: bio101 }));
    expect(await screen.findByText('No HTML links found in this course.')).toBeInTheDocument();
  });

  it('adds the access advice to the Error view', async () => {
    await renderTool(courseLinksRoute, launchAs('student', { courseUuid: bio101, token: 'expired-token' }));
    const alert = await screen.findByRole('alert', { name: 'Error' });
    expect(alert).toHaveTextContent('Please check your access token or course UUID and try again.');
    expect(alert).toHaveTextContent('Bearer token is invalid');
  });
});

describe('MyCourseWebLinks (Course Web Links)', () => {
  it('tables the top-level external links only, with one top-level request', async () => {
    const { container } = await renderTool(myCourseWebLinksRoute, launchAs('student', { courseUuid: bio101 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Course Web Links' })).toBeInTheDocument();
    expect(screen.getByText('Loading web links...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Course Web Links' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[↑↓↕]/g, '').trim()),
    ).toEqual(['Title', 'URL']);
    expect(rowsOf(table)).toEqual([['Course welcome video', 'https://www.youtube.com/watch?v=8IlzKri08kk']]);
    expect(within(table).getByRole('link')).toHaveAttribute('href', 'https://www.youtube.com/watch?v=8IlzKri08kk');
    expect(sandbox().state.requestLog.total).toBe(1);
    expect(sandbox().state.requestLog.items[0]?.query ?? '').not.toContain('recursive');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when there are no top-level web links', async () => {
    removeContents((c) => c.title === 'Course welcome video');
    await renderTool(myCourseWebLinksRoute, launchAs('student', { courseUuid: bio101 }));
    expect(await screen.findByText('No web links found in this course.')).toBeInTheDocument();
  });

  it('explains a missing course UUID', async () => {
    await renderTool(myCourseWebLinksRoute, launchAs('student', { courseUuid: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      'Missing access token or course UUID. Please try again.',
    );
  });
});

describe('CourseContentPatterns', () => {
  it('counts items per content handler id', async () => {
    const { container } = await renderTool(courseContentPatternsRoute, launchAs('instructor', { courseUuid: bio101 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Course Content Patterns' })).toBeInTheDocument();
    expect(screen.getByText('Loading course content patterns…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Course Content Patterns' });
    expect(within(table).getByRole('columnheader', { name: /Content Handler ID/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Count/ })).toBeInTheDocument();
    expect(rowsOf(table)).toEqual([
      ['resource/x-bb-document', '6'],
      ['resource/x-bb-folder', '6'],
      ['resource/x-bb-assignment', '5'],
      ['resource/x-bb-externallink', '3'],
      ['resource/x-bb-asmt-test-link', '1'],
      ['resource/x-bb-file', '1'],
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows 'Failed to fetch course content.' on a failure", async () => {
    sandbox().state.faults.add({ kind: 'status', status: 500, path: '/contents' });
    await renderTool(courseContentPatternsRoute, launchAs('instructor', { courseUuid: bio101 }));
    expect(await screen.findByRole('alert', { name: 'Error' })).toHaveTextContent('Failed to fetch course content.');
  });
});

describe('CourseContentSummary', () => {
  it('counts items per content type (students do not see hidden items)', async () => {
    const { container } = await renderTool(courseContentSummaryRoute, launchAs('student', { courseUuid: bio101 }));
    expect(screen.getByText('Loading content summary…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Course Content Summary' });
    expect(within(table).getByRole('columnheader', { name: /Content Type/ })).toBeInTheDocument();
    expect(rowsOf(table)).toEqual([
      ['Assignment', '5'],
      ['Folder', '4'],
      ['Document', '3'],
      ['Web Link', '3'],
      ['File', '1'],
      ['Test', '1'],
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("prefers Learn's own message on an error", async () => {
    await renderTool(
      courseContentSummaryRoute,
      launchAs('student', { courseUuid: 'ffffffffffffffffffffffffffffffff' }),
    );
    const alert = await screen.findByRole('alert', { name: 'Error' });
    expect(alert.querySelector('.ct-status__message')?.textContent).toMatch(/course/i);
  });
});

describe('shared walker query', () => {
  it('two reports of the same course share one walk (one Learn request)', async () => {
    await renderTool(
      [courseContentPatternsRoute, courseContentSummaryRoute, courseLinksRoute],
      launchAs('instructor', { courseUuid: bio101 }),
    );
    await screen.findByRole('table', { name: 'Course Content Patterns' });
    await screen.findByRole('table', { name: 'Course Content Summary' });
    await screen.findByRole('list', { name: 'HTML Links in Course' });
    expect(sandbox().state.requestLog.total).toBe(1);
  });
});
