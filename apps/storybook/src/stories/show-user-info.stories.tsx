import type { Meta } from '@storybook/react-vite';
import { routes } from '@tools/users';
import { learnDown, toolStory } from '../tool-story.tsx';

export default { title: 'Tools/ShowUserInfo' } satisfies Meta;

export const Student = toolStory(routes, 'ShowUserInfo', { persona: 'student' });
export const Instructor = toolStory(routes, 'ShowUserInfo', { persona: 'instructor' });
export const LearnError = toolStory(routes, 'ShowUserInfo', { persona: 'student', setup: learnDown() });
export const MissingParameters = toolStory(routes, 'ShowUserInfo', { persona: 'student', launch: { token: null } });
