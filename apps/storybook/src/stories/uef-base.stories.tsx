import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { routes } from '@tools/uef';
import { BACKEND_URL, toolStory } from '../tool-story.tsx';

export default { title: 'Tools/UEFBase' } satisfies Meta;

// The loader's other states need Ultra around it: the sandbox's Ultra frame shows them (packages/uef/e2e).
export const BackendError = toolStory(routes, 'UEFBase', {
  persona: 'instructor',
  backend: () => [http.get(`${BACKEND_URL}/uef/uef_base.js`, () => new HttpResponse('unavailable', { status: 503 }))],
});
export const MissingParameters = toolStory(routes, 'UEFBase', { persona: 'instructor', launch: { token: null } });
