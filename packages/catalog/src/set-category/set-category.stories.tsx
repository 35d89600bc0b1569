import { DEMO } from '@tools/sandbox';
import { expect, userEvent, within } from 'storybook/test';
import {
  LARGE_COURSES,
  learnDown,
  toolStory,
  type Meta,
  type StoryObj,
  type StoryViewport,
} from '@tools/testing/story';
import { routes } from '../index.ts';

export default { title: 'Tools/SetCategory', tags: ['server'] } satisfies Meta;

/** Generous: behind the dry run and each write are several Learn requests to the in-page sandbox on a busy machine. */
const WAIT = { timeout: 30_000 };

/** Fills the two inputs and presses 'Set Category' (the dry run). */
function submit(
  categoryId: string,
  dataSourceKey: string,
  after?: (canvas: ReturnType<typeof within>) => Promise<void>,
) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    if (categoryId)
      await userEvent.type(await canvas.findByRole('textbox', { name: /^Category ID/ }, WAIT), categoryId);
    if (dataSourceKey)
      await userEvent.type(canvas.getByRole('textbox', { name: /^Data Source Key Name/ }), dataSourceKey);
    await userEvent.click(canvas.getByRole('button', { name: 'Set Category' }));
    await after?.(canvas);
  };
}

const story = (options: Parameters<typeof toolStory>[2], play?: StoryObj['play']): StoryObj => ({
  ...toolStory(routes, 'SetCategory', options),
  ...(play ? { play } : {}),
});

/** The admin opens the tool: the two inputs. */
export const Admin = story({ persona: 'admin' });
export const MissingParameters = story({ persona: 'admin', launch: { token: null } });
/** Spec 000 §5: both inputs are required. */
export const FieldsRequiredInputError = story({ persona: 'admin' }, submit('SCI', ''));
export const DataSourceNotFoundLearnError = story({ persona: 'admin' }, submit('SCI', 'NO_SUCH_SOURCE'));
export const CategoryNotFoundLearnError = story({ persona: 'admin' }, submit('NOPE', 'SIS_COURSES'));
export const NoCoursesLearnError = story({ persona: 'admin' }, submit('SCI', 'SIS_ORGS'));
export const NoCategoriesLearnError = story(
  {
    persona: 'admin',
    setup: (s) => {
      s.state.store.data.categories = s.state.store.data.categories.filter((c) => c.type !== 'Course');
    },
  },
  submit('SCI', 'SIS_COURSES'),
);
/** Learn refuses the data source read to anyone but an administrator. */
export const NotAdministratorLearnError = story({ persona: 'instructor' }, submit('SCI', 'SIS_COURSES'));
export const LearnError = story({ persona: 'admin', setup: learnDown() }, submit('SCI', 'SIS_COURSES'));
/** The dry run: two courses already in Sciences, two to add; nothing written yet. */
export const DryRun = story(
  { persona: 'admin' },
  submit('SCI', 'SIS_COURSES', async (canvas) => {
    await expect(await canvas.findByRole('button', { name: 'Add 2 courses to Sciences' }, WAIT)).toBeVisible();
  }),
);
/** Applied: every course added, the spec's success line. */
/** Our server is there: the run holds the category's lease while it writes. */
export const Applied = story(
  { persona: 'admin', backend: true },
  submit('SCI', 'SIS_COURSES', async (canvas) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add 2 courses to Sciences' }, WAIT));
    await canvas.findByText(/^All matching courses successfully associated with the category\./, undefined, WAIT);
  }),
);
/**
 * One course fails (Learn answers BIO101's PUT 500 four times: the first try and the client's
 * three retries): the others are kept and 'Retry failed (1)' is offered.
 */
export const OneFailed = story(
  {
    persona: 'admin',
    backend: true,
    setup: (s) => {
      const path = `**/courses/${DEMO.courses.bio101.id}`;
      s.state.faults.add({ kind: 'status', status: 500, method: 'PUT', path, times: 4 });
    },
  },
  submit('HUM', 'SIS_COURSES', async (canvas) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add 3 courses to Humanities' }, WAIT));
    await canvas.findByRole('button', { name: 'Retry failed (1)' }, WAIT);
  }),
);
/** Everything already in the category: a re-run writes nothing. */
export const NothingToAdd = story(
  {
    persona: 'admin',
    setup: (s) => {
      const sci = s.state.store.data.categories.find((c) => c.categoryId === 'SCI')!;
      for (const course of s.state.store.data.courses.filter((c) => ['HIST110', 'MATH150'].includes(c.courseId)))
        s.state.store.data.categoryCourses.push({ categoryId: sci.id, courseId: course.id, created: '' });
    },
  },
  submit('SCI', 'SIS_COURSES'),
);

/**
 * The dry run over the `large-courses` world's 250 courses (50 already in BENCH, 200 to add): a
 * reviewer checks the Matching courses list, its row count and the page's width before the apply.
 */
const planLarge = (viewport: StoryViewport): StoryObj =>
  story(
    { persona: 'admin', data: 'large-courses', viewport },
    submit('BENCH', 'SIS_COURSES', async (canvas) => {
      await canvas.findByText(
        `${LARGE_COURSES} courses from data source SIS_COURSES match. 50 already in Benchmark Courses, 200 will be added.`,
        undefined,
        WAIT,
      );
      const list = canvas.getByRole('table', { name: 'Matching courses' });
      // A virtualised table says how many rows it has (one header row, a row per course).
      const rows = list.getAttribute('aria-rowcount') ?? String(list.querySelectorAll('tr').length);
      await expect(rows).toBe(String(LARGE_COURSES + 1));
      await expect(canvas.getByRole('button', { name: 'Add 200 courses to Benchmark Courses' })).toBeVisible();
    }),
  );
/** The dry run of 250 courses, on a phone. */
export const AdminPlan250Courses390 = planLarge(390);
/** The dry run of 250 courses, on a desktop. */
export const AdminPlan250Courses1280 = planLarge(1280);
