import { learnDown, toolStory, type Meta } from '@tools/testing/story';
import { routes } from '../index.ts';

export default { title: 'Tools/Assignments' } satisfies Meta;

export const Student = toolStory(routes, 'Assignments', { persona: 'student' });
export const Instructor = toolStory(routes, 'Assignments', { persona: 'instructor' });
/** Nothing due in the admin persona's (empty) calendar. */
export const Empty = toolStory(routes, 'Assignments', { persona: 'admin' });
export const LearnError = toolStory(routes, 'Assignments', { persona: 'student', setup: learnDown() });
export const MissingParameters = toolStory(routes, 'Assignments', { persona: 'student', launch: { uuid: null } });
