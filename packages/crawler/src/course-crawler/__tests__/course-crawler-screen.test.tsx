import { describe, expect, it } from 'vitest';
import { DEMO } from '@tools/sandbox';
import { axeViolations, launchAs, renderTool, sandbox, screen, userEvent, waitFor, within } from '@tools/testing';
import { courseCrawlerRoute } from '../route.ts';
import { bio, CHILDREN, CONTENTS, count, QUESTIONS } from './crawler-helpers.ts';

const courseUuid = DEMO.courseUuids.bio101;
const launch = () => launchAs('instructor', { courseUuid });
const item = (name: RegExp | string) => screen.findByRole('treeitem', { name });
const TOP_LEVEL = [
  'Week 1: The Cell',
  'Week 2: Genetics',
  'Research Essay',
  'Final Project Proposal',
  'Syllabus',
  'Course welcome video',
  'Instructor notes (hidden)',
  'Week 3: Photosynthesis',
  'Instructor Resources',
];

async function renderLoaded() {
  const user = userEvent.setup();
  const view = await renderTool(courseCrawlerRoute, launch());
  const tree = await screen.findByRole('tree', { name: 'Course content' });
  return { user, tree, ...view };
}

const topLevelNames = (tree: HTMLElement) =>
  within(tree)
    .getAllByRole('treeitem')
    .filter((el) => el.getAttribute('aria-level') === '1')
    .map(
      (el) =>
        el.getAttribute('aria-labelledby') &&
        document.getElementById(el.getAttribute('aria-labelledby')!)!.firstChild!.textContent,
    );

describe('CourseCrawler', () => {
  it('shows the top level with one Learn request, folders closed, axe-clean', async () => {
    const { tree, container } = await (async () => {
      const view = await renderTool(courseCrawlerRoute, launch());
      expect(screen.getByText('Loading course contents…')).toBeInTheDocument();
      return { tree: await screen.findByRole('tree', { name: 'Course content' }), container: view.container };
    })();
    expect(topLevelNames(tree)).toEqual(TOP_LEVEL);
    expect(within(tree).getByRole('treeitem', { name: 'Week 1: The Cell (Folder)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(tree).getByRole('treeitem', { name: 'Syllabus (Document)' })).not.toHaveAttribute('aria-expanded');
    expect(screen.getByRole('button', { name: 'Expand all' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse all' })).toBeInTheDocument();
    expect(sandbox().state.requestLog.total).toBe(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens one folder with one request when clicked', async () => {
    const { user } = await renderLoaded();
    await user.click(screen.getByText('Week 1: The Cell'));
    expect(await item('Reading: Cell Structure (Document)')).toHaveAttribute('aria-level', '2');
    expect(screen.getByRole('treeitem', { name: 'Week 1: The Cell (Folder)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(count(CHILDREN)).toBe(1);
    expect(sandbox().state.requestLog.total).toBe(2);
    // Closing and reopening reads the cache.
    await user.click(screen.getByText('Week 1: The Cell'));
    expect(screen.queryByRole('treeitem', { name: /Reading: Cell Structure/ })).not.toBeInTheDocument();
    await user.click(screen.getByText('Week 1: The Cell'));
    await item(/Reading: Cell Structure/);
    expect(sandbox().state.requestLog.total).toBe(2);
  });

  it('follows the WAI-ARIA tree keyboard pattern with one tab stop', async () => {
    const { user, tree } = await renderLoaded();
    const week1 = screen.getByRole('treeitem', { name: /Week 1/ });
    const week2 = screen.getByRole('treeitem', { name: /Week 2/ });
    await user.tab();
    await user.tab();
    await user.tab();
    expect(week1).toHaveFocus();
    expect(
      within(tree)
        .getAllByRole('treeitem')
        .filter((el) => el.tabIndex === 0),
    ).toEqual([week1]);

    await user.keyboard('{ArrowDown}');
    expect(week2).toHaveFocus();
    expect(week2.tabIndex).toBe(0);
    expect(week1.tabIndex).toBe(-1);
    await user.keyboard('{ArrowUp}');
    expect(week1).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(week1).toHaveAttribute('aria-expanded', 'true');
    expect(week1).toHaveFocus();
    const reading = await item(/Reading: Cell Structure/);
    await user.keyboard('{ArrowRight}');
    expect(reading).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(week1).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(week1).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{End}');
    expect(screen.getByRole('treeitem', { name: /Instructor Resources/ })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(week1).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(week1).toHaveAttribute('aria-expanded', 'true');
    await item(/Reading: Cell Structure/);
    // '*' opens every closed sibling of the focused node (Week 2 here).
    await user.keyboard('*');
    expect(week2).toHaveAttribute('aria-expanded', 'true');
    await item(/Genetics Problem Set/);
    // Type-ahead.
    await user.keyboard('s');
    expect(screen.getByRole('treeitem', { name: /Syllabus/ })).toHaveFocus();

    // Closing a folder while focus is inside it moves focus to the folder.
    await user.click(screen.getByText('Genetics Problem Set'));
    expect(screen.getByRole('treeitem', { name: /Genetics Problem Set/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await user.tab();
    expect(week2).toHaveFocus();
  });

  it('Expand all opens the whole tree and every assessment with three requests; Collapse all closes it', async () => {
    const { user, tree, container } = await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    const question = await item('Organelles (Multiple Choice · 2 pts)');
    expect(await axeViolations(container)).toEqual([]);
    expect(question).toHaveAttribute('aria-level', '3');
    expect(question).toHaveAccessibleDescription(
      "Which organelle produces most of the cell's ATP? Nucleus The mitochondrion Correct answer Ribosome Golgi apparatus",
    );
    expect(await item(/Lab safety sheet/)).toHaveAttribute('aria-level', '4');
    for (const folder of within(tree)
      .getAllByRole('treeitem')
      .filter((el) => el.hasAttribute('aria-expanded'))) {
      expect(folder).toHaveAttribute('aria-expanded', 'true');
    }
    // Top level + one recursive listing of the whole tree + the one assessment's questions.
    expect(count(CONTENTS)).toBe(2);
    expect(count(CHILDREN)).toBe(0);
    expect(count(QUESTIONS)).toBe(1);
    expect(sandbox().state.requestLog.total).toBe(3);

    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(TOP_LEVEL.length);
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    await item(/Organelles/);
    expect(sandbox().state.requestLog.total).toBe(3);
  });

  it("shows each question's points and answers, the correct ones marked in words and with a check mark", async () => {
    const { user, container } = await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    const readAnswers = (question: HTMLElement) =>
      within(within(question).getByRole('list', { name: 'Answers' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
    const organelles = await item('Organelles (Multiple Choice · 2 pts)');
    expect(readAnswers(organelles)).toEqual([
      'Nucleus',
      'The mitochondrion ✓ Correct answer',
      'Ribosome',
      'Golgi apparatus',
    ]);
    // Learn's HTML answer text is rendered as markup, not as escaped tags.
    expect(within(organelles).getByText('mitochondrion').tagName).toBe('STRONG');
    const prokaryotes = await item('Prokaryotes (Multiple Answer · 2 pts)');
    expect(readAnswers(prokaryotes)).toEqual([
      'Ribosomes ✓ Correct answer',
      'Cell membrane ✓ Correct answer',
      'Nucleus',
      'Cell wall ✓ Correct answer',
    ]);
    expect(
      within(prokaryotes)
        .getAllByText('✓')
        .every((mark) => mark.getAttribute('aria-hidden') === 'true'),
    ).toBe(true);
    expect(readAnswers(await item('Membranes (Either/Or · 2 pts)'))).toEqual(['True ✓ Correct answer', 'False']);
    // Essay questions have no answer choices: no empty list.
    expect(within(await item('Explain diffusion (Essay · 2 pts)')).queryByRole('list')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders answer HTML sanitised', async () => {
    const q = sandbox().state.store.data.questions.find((x) => x.assessmentId === DEMO.bio101.quiz1AssessmentId)!;
    q.questionHandler.answers = [
      {
        id: 'a1',
        text: '<em>ok</em><img src="x" onerror="window.__pwned=1"><script>window.__pwned=1</script>',
        correct: true,
      },
    ];
    const { user } = await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    const answers = within(await item(/Organelles/)).getByRole('list', { name: 'Answers' });
    expect(within(answers).getByText('ok').tagName).toBe('EM');
    expect(answers.innerHTML).not.toMatch(/onerror|<script/);
  });

  it('renders question text as sanitised HTML', async () => {
    const q = sandbox().state.store.data.questions.find((x) => x.assessmentId === DEMO.bio101.quiz1AssessmentId)!;
    q.text =
      '<p>Safe <strong>bold</strong></p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=1</script><a href="javascript:alert(1)">link</a>';
    const { user } = await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    const question = await item(/Organelles/);
    const text = question.querySelector('.crawler-question-text')!;
    expect(text.querySelector('strong')).toHaveTextContent('bold');
    expect(text.innerHTML).not.toMatch(/onerror|<script|javascript:/);
  });

  it('skips a folder that fails to open and says so quietly; the rest of the tree works', async () => {
    const { user } = await renderLoaded();
    sandbox().state.faults.add({ kind: 'status', status: 500, path: `${bio.labMaterials}/children` });
    await user.click(screen.getByText('Week 1: The Cell'));
    await user.click(await screen.findByText('Lab Materials'));
    const labMaterials = screen.getByRole('treeitem', { name: /Lab Materials/ });
    expect(
      await within(labMaterials).findByRole('treeitem', {
        name: 'The contents of this folder could not be loaded and were skipped.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('treeitem', { name: /Reading: Cell Structure/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Error' })).not.toBeInTheDocument();
  });

  it('Expand all skips a failing folder and reports how many were skipped', async () => {
    const { user } = await renderLoaded();
    // The recursive listing fails once (the walker falls back to one listing per folder) and one folder keeps failing.
    sandbox().state.faults.add({ kind: 'status', status: 500, path: '**/contents', times: 1 });
    sandbox().state.faults.add({ kind: 'status', status: 500, path: `${bio.labMaterials}/children` });
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    await item(/Organelles/);
    const labMaterials = screen.getByRole('treeitem', { name: /Lab Materials/ });
    expect(
      within(labMaterials).getByRole('treeitem', {
        name: 'The contents of this folder could not be loaded and were skipped.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 folder(s) could not be loaded and were skipped.')).toBeInTheDocument();
    expect(screen.getByRole('treeitem', { name: /Genetics Problem Set/ })).toBeInTheDocument();
  });

  it("shows 'Failed to load questions.' under an assessment whose questions fail", async () => {
    sandbox().state.faults.add({ kind: 'status', status: 500, path: '/questions' });
    const { user } = await renderLoaded();
    await user.click(screen.getByText('Week 2: Genetics'));
    await user.click(await screen.findByText('Quiz 1: Cell Biology'));
    const quiz = screen.getByRole('treeitem', { name: /Quiz 1/ });
    expect(await within(quiz).findByRole('treeitem', { name: 'Failed to load questions.' })).toBeInTheDocument();
  });

  it("shows 'Failed to load course contents.' when the top level fails", async () => {
    sandbox().state.faults.add({ kind: 'status', status: 500, path: '/contents' });
    await renderTool(courseCrawlerRoute, launch());
    expect(await screen.findByRole('alert', { name: 'Error' })).toHaveTextContent('Failed to load course contents.');
  });

  it("shows 'Failed to load course contents.' quietly when Expand all cannot read the tree", async () => {
    const { user } = await renderLoaded();
    sandbox().state.faults.add({ kind: 'status', status: 500, path: '**/contents' });
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    await waitFor(() => expect(screen.getByText('Failed to load course contents.')).toBeInTheDocument());
    expect(screen.getByRole('tree')).toBeInTheDocument();
  });

  it('says so when the course has no content', async () => {
    const { state } = sandbox();
    state.store.data.contents = state.store.data.contents.filter((c) => c.courseId !== DEMO.courses.bio101.id);
    await renderTool(courseCrawlerRoute, launch());
    expect(await screen.findByText('This course has no content yet.')).toBeInTheDocument();
  });

  it.each([['token'], ['courseUuid']] as const)('explains a missing %s without calling Learn', async (key) => {
    await renderTool(courseCrawlerRoute, launchAs('instructor', { courseUuid, [key]: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      'Missing access token or course UUID. Please provide both.',
    );
    expect(sandbox().state.requestLog.total).toBe(0);
  });
});
