import type { Meta } from '@storybook/react-vite';
import { routes } from '../index.ts';
import { learnDown, toolStory } from '@tools/testing/story';

export default { title: 'Tools/ShowUserInfo' } satisfies Meta;

export const Student = toolStory(routes, 'ShowUserInfo', { persona: 'student' });
export const Instructor = toolStory(routes, 'ShowUserInfo', { persona: 'instructor' });
export const LearnError = toolStory(routes, 'ShowUserInfo', { persona: 'student', setup: learnDown() });
export const MissingParameters = toolStory(routes, 'ShowUserInfo', { persona: 'student', launch: { token: null } });
