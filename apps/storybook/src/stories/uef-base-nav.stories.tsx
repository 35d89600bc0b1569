import type { Meta } from '@storybook/react-vite';
import { routes } from '@tools/uef';
import { learnDown, toolStory } from '../tool-story.tsx';

export default { title: 'Tools/UEFBaseNav' } satisfies Meta;

export const Student = toolStory(routes, 'UEFBaseNav', { persona: 'student' });
export const Instructor = toolStory(routes, 'UEFBaseNav', { persona: 'instructor' });
export const LearnError = toolStory(routes, 'UEFBaseNav', { persona: 'student', setup: learnDown() });
export const MissingParameters = toolStory(routes, 'UEFBaseNav', { persona: 'student', launch: { uuid: null } });
