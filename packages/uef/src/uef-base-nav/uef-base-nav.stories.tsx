import type { Meta } from '@storybook/react-vite';
import { routes } from '../index.ts';
import { learnDown, toolStory } from '@tools/testing/story';

export default { title: 'Tools/UEFBaseNav' } satisfies Meta;

export const Student = toolStory(routes, 'UEFBaseNav', { persona: 'student' });
export const Instructor = toolStory(routes, 'UEFBaseNav', { persona: 'instructor' });
export const LearnError = toolStory(routes, 'UEFBaseNav', { persona: 'student', setup: learnDown() });
export const MissingParameters = toolStory(routes, 'UEFBaseNav', { persona: 'student', launch: { uuid: null } });
