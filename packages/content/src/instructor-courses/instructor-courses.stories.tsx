import { learnDown, toolStory, type Meta } from '@tools/testing/story';
import { routes } from '../index.ts';

export default { title: 'Tools/InstructorCourses' } satisfies Meta;

/** BIO101, MATH150 and CS105 with content counts and a Content Type Summary each. */
export const Instructor = toolStory(routes, 'InstructorCourses', { persona: 'instructor' });
/** Someone who teaches no course (the student persona) gets the empty text. */
export const Empty = toolStory(routes, 'InstructorCourses', { persona: 'student' });
export const LearnError = toolStory(routes, 'InstructorCourses', { persona: 'instructor', setup: learnDown() });
export const MissingParameters = toolStory(routes, 'InstructorCourses', {
  persona: 'instructor',
  launch: { uuid: null },
});
