import { learnDown, toolStory, type Meta } from '@tools/testing/story';
import { routes } from '../index.ts';

export default { title: 'Tools/MyCourses' } satisfies Meta;

export const Student = toolStory(routes, 'MyCourses', { persona: 'student' });
export const Instructor = toolStory(routes, 'MyCourses', { persona: 'instructor' });
/** The admin persona has no course memberships. */
export const Empty = toolStory(routes, 'MyCourses', { persona: 'admin' });
export const LearnError = toolStory(routes, 'MyCourses', { persona: 'student', setup: learnDown() });
export const MissingParameters = toolStory(routes, 'MyCourses', { persona: 'student', launch: { token: null } });
