import { DEMO } from '@tools/sandbox';
import { learnDown, toolStory, type Meta } from '@tools/testing/story';
import { routes } from '../index.ts';

export default { title: 'Tools/UEFCourseDetails' } satisfies Meta;

// The panel gets the course from Ultra's route (a primary id); a course launch gives its uuid.
const courseId = DEMO.courses.bio101.id;
export const Instructor = toolStory(routes, 'UEFCourseDetails', { persona: 'instructor', launch: { courseId } });
export const Student = toolStory(routes, 'UEFCourseDetails', {
  persona: 'student',
  launch: { courseUuid: DEMO.courseUuids.bio101 },
});
export const LearnError = toolStory(routes, 'UEFCourseDetails', {
  persona: 'student',
  launch: { courseId },
  setup: learnDown(),
});
export const MissingParameters = toolStory(routes, 'UEFCourseDetails', { persona: 'student' });
