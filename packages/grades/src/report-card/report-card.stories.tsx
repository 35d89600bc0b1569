import { DEMO } from '@tools/sandbox';
import { learnDown, toolStory, type Meta } from '@tools/testing/story';
import { routes } from '../index.ts';

export default { title: 'Tools/ReportCard' } satisfies Meta;

const courseUuid = DEMO.courseUuids.bio101;
export const Student = toolStory(routes, 'ReportCard', { persona: 'student', launch: { courseUuid } });
/** Instructors have no grades of their own: the empty state. */
export const Instructor = toolStory(routes, 'ReportCard', { persona: 'instructor', launch: { courseUuid } });
export const LearnError = toolStory(routes, 'ReportCard', {
  persona: 'student',
  launch: { courseUuid },
  setup: learnDown(),
});
export const MissingParameters = toolStory(routes, 'ReportCard', { persona: 'student' });
