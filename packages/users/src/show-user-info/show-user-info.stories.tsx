import { learnDown, toolStory, type Meta } from '@tools/testing/story';
import { routes } from '../index.ts';

export default { title: 'Tools/ShowUserInfo' } satisfies Meta;

export const Student = toolStory(routes, 'ShowUserInfo', { persona: 'student' });
export const Instructor = toolStory(routes, 'ShowUserInfo', { persona: 'instructor' });
export const LearnError = toolStory(routes, 'ShowUserInfo', { persona: 'student', setup: learnDown() });
export const MissingParameters = toolStory(routes, 'ShowUserInfo', { persona: 'student', launch: { token: null } });
