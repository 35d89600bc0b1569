import { serverDown, toolStory, type Meta } from '@tools/testing/story';
import { routes } from '../index.ts';

export default { title: 'Tools/UEFBase', tags: ['server'] } satisfies Meta;

// The loader's other states need Ultra around it: the sandbox's Ultra frame shows them (packages/uef/e2e).
// Our server answers 503, so uef_base.js cannot be loaded.
export const BackendError = toolStory(routes, 'UEFBase', { persona: 'instructor', backend: serverDown });
export const MissingParameters = toolStory(routes, 'UEFBase', { persona: 'instructor', launch: { token: null } });
