import { learnDown, toolStory, type Meta } from '@tools/testing/story';
import { routes } from '../index.ts';

export default { title: 'Tools/UEFBaseNav' } satisfies Meta;

export const Student = toolStory(routes, 'UEFBaseNav', { persona: 'student' });
export const Instructor = toolStory(routes, 'UEFBaseNav', { persona: 'instructor' });
export const LearnError = toolStory(routes, 'UEFBaseNav', { persona: 'student', setup: learnDown() });
export const MissingParameters = toolStory(routes, 'UEFBaseNav', { persona: 'student', launch: { uuid: null } });
