import { DEMO } from '@tools/sandbox';
import { learnDown, toolStory, type Meta } from '@tools/testing/story';
import { routes } from '../index.ts';

export default { title: 'Tools/CourseDetails' } satisfies Meta;

const courseUuid = DEMO.courseUuids.bio101;
export const Student = toolStory(routes, 'CourseDetails', { persona: 'student', launch: { courseUuid } });
export const Instructor = toolStory(routes, 'CourseDetails', { persona: 'instructor', launch: { courseUuid } });
export const LearnError = toolStory(routes, 'CourseDetails', {
  persona: 'student',
  launch: { courseUuid },
  setup: learnDown(),
});
export const MissingParameters = toolStory(routes, 'CourseDetails', { persona: 'student' });
