import type { Meta } from '@storybook/react-vite';
import { routes } from '@tools/lti';
import { DEMO } from '@tools/sandbox';
import { learnDown, toolStory, type Sandbox } from '../tool-story.tsx';
import { gradeSenderLineItem, gradesBackend } from './backend/lti-backend.ts';

export default { title: 'Tools/LTIAssignment' } satisfies Meta;

/** A grade-sender launch in a course: the sandbox platform places the tool and issues its line item. */
const launchIn = (course: keyof typeof DEMO.courses) => (sandbox: Sandbox) => ({
  courseUuid: DEMO.courseUuids[course],
  lineItemUrl: gradeSenderLineItem(sandbox, DEMO.courses[course].id),
});
// Scores go to our server's POST /lti/grades: `gradesBackend` re-checks the role with Learn and
// posts to the sandbox's AGS (see that file).
const backend = gradesBackend;

/** BIO101's students with a grade cell each. */
export const Instructor = toolStory(routes, 'LTIAssignment', {
  persona: 'instructor',
  launch: launchIn('bio101'),
  backend,
});
/** Students are told they cannot grade. */
export const Student = toolStory(routes, 'LTIAssignment', { persona: 'student', launch: launchIn('bio101'), backend });
/** Other course roles (Hannah Levi is a Teaching Assistant in BIO101) send the fixed score for themselves. */
export const TeachingAssistant = toolStory(routes, 'LTIAssignment', {
  persona: 'instructor3',
  launch: launchIn('bio101'),
  backend,
});
/** CS105 has no students enrolled yet. */
export const Empty = toolStory(routes, 'LTIAssignment', { persona: 'instructor', launch: launchIn('cs105'), backend });
export const LearnError = toolStory(routes, 'LTIAssignment', {
  persona: 'instructor',
  launch: launchIn('bio101'),
  backend,
  setup: learnDown(),
});
/** A launch without a line item (not placed as a graded link). */
export const MissingParameters = toolStory(routes, 'LTIAssignment', {
  persona: 'instructor',
  launch: { courseUuid: DEMO.courseUuids.bio101 },
  backend,
});
