import { DEMO } from '@tools/sandbox';
import { learnDown, toolStory, type Meta } from '@tools/testing/story';
import { routes } from '../index.ts';

export default { title: 'Tools/MyCourseWebLinks' } satisfies Meta;

const bio101 = { courseUuid: DEMO.courseUuids.bio101 };
export const Student = toolStory(routes, 'MyCourseWebLinks', { persona: 'student', launch: bio101 });
export const Instructor = toolStory(routes, 'MyCourseWebLinks', { persona: 'instructor', launch: bio101 });
/** CS105 is an empty shell (no content yet) that the instructor persona teaches. */
export const Empty = toolStory(routes, 'MyCourseWebLinks', {
  persona: 'instructor',
  launch: { courseUuid: DEMO.courseUuids.cs105 },
});
export const LearnError = toolStory(routes, 'MyCourseWebLinks', {
  persona: 'student',
  launch: bio101,
  setup: learnDown(),
});
export const MissingParameters = toolStory(routes, 'MyCourseWebLinks', { persona: 'student' });
