import { userEvent, within } from 'storybook/test';
import { toolStory, type Meta, type StoryObj } from '@tools/testing/story';
import { routes } from '../index.ts';
import courseRubrics from '../domain/__tests__/fixtures/course-rubrics.xml?raw';
import edgeCases from '../domain/__tests__/fixtures/edge-cases.xml?raw';

export default { title: 'Tools/UploadRubric', tags: ['server'] } satisfies Meta;

type Canvas = ReturnType<typeof within>;
type Step = (canvas: Canvas) => Promise<void>;
/** Generous: behind each send are several Learn requests to the in-page sandbox on a busy machine. */
const WAIT = { timeout: 30_000 };

const pick =
  (text: string, name = 'rubrics_d2l.xml'): Step =>
  async (canvas) => {
    await userEvent.upload(
      await canvas.findByLabelText(/^Rubrics file \(XML or ZIP\)/),
      new File([text], name, { type: 'text/xml' }),
    );
    await canvas.findByText('File successfully loaded.');
  };
const transform: Step = async (canvas) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Transform' }));
};
const course =
  (id: string): Step =>
  async (canvas) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Course ID/ }), id);
    await userEvent.click(canvas.getByRole('button', { name: 'Check course' }));
  };
const loaded =
  (id: string): Step =>
  async (canvas) => {
    await canvas.findByText(`Course ID loaded: ${id}`, undefined, WAIT);
  };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Send, then wait for this run's summary (a re-run's differs from the first; a failure puts a sentence before it). */
const send =
  (summary: string): Step =>
  async (canvas) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send to Blackboard' }));
    await canvas.findByText(new RegExp(`Upload process completed\\. ${escape(summary)}$`), undefined, WAIT);
  };

function story(options: Parameters<typeof toolStory>[2], ...steps: Step[]): StoryObj {
  return {
    ...toolStory(routes, 'UploadRubric', options),
    ...(steps.length
      ? {
          play: async ({ canvasElement }) => {
            const canvas = within(canvasElement);
            for (const step of steps) await step(canvas);
          },
        }
      : {}),
  };
}

const admin = { persona: 'admin' as const };
/** Sending holds the course's lease on our server, so the stories that send have one. */
const sender = { persona: 'admin' as const, backend: true as const };
export const Empty = story(admin);
export const MissingParameters = story({ persona: 'admin', launch: { token: null } });
export const TransformFirstInputError = story(admin, async (canvas) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Send to Blackboard' }));
});
export const FileLoaded = story(admin, pick(courseRubrics));
export const InvalidStructureInputError = story(admin, pick('<?xml version="1.0"?><quizzes/>'), transform);
export const ParseErrorInputError = story(admin, pick('<rubrics><rubric></rubrics>'), transform);
/** Five rubrics as grids (analytic, text-only, criteria groups, holistic), with their notes and the JSON. */
export const Transformed = story(admin, pick(courseRubrics), transform);
/** Rubrics that cannot be sent say why; the rest can. */
export const WithProblems = story(admin, pick(edgeCases), transform);
export const CourseLoaded = story(admin, pick(courseRubrics), transform, course('BIO101'), loaded('BIO101'));
export const CourseNotFound = story(admin, course('NOPE999'));
export const Uploaded = story(
  sender,
  pick(courseRubrics),
  transform,
  course('BIO101'),
  loaded('BIO101'),
  send('5 sent, 0 failed, 0 cancelled, 0 not sent.'),
);
/** Sent before: every rubric is reported as already in the course, with the copy choice. */
export const AlreadyInCourse = story(
  sender,
  pick(courseRubrics),
  transform,
  course('BIO101'),
  loaded('BIO101'),
  send('5 sent, 0 failed, 0 cancelled, 0 not sent.'),
  send('0 sent, 0 failed, 0 cancelled, 5 not sent.'),
);
/** Learn refuses one POST (500): Failed with the reason, 'Retry failed (1)'. */
export const OneFailed = story(
  {
    ...sender,
    setup: (s) => {
      s.state.faults.add({ kind: 'status', status: 500, method: 'POST', path: '**/rubrics', times: 1 });
    },
  },
  pick(courseRubrics),
  transform,
  course('BIO101'),
  loaded('BIO101'),
  send('4 sent, 1 failed, 0 cancelled, 0 not sent.'),
);
/** A Classic course: the API creates rubrics only in Ultra courses, so nothing is sent and the screen says why. */
export const ClassicCourseInputError = story(
  admin,
  pick(courseRubrics),
  transform,
  course('MATH150'),
  loaded('MATH150'),
  async (canvas) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send to Blackboard' }));
  },
);
