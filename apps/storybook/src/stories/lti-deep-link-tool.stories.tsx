import type { Meta } from '@storybook/react-vite';
import { routes } from '@tools/lti';
import { DEMO } from '@tools/sandbox';
import { toolStory } from '../tool-story.tsx';
import { deepLinkBackend } from './backend/lti-backend.ts';

export default { title: 'Tools/DeepLinkTool' } satisfies Meta;

/**
 * The `state` a deep-linking launch hands the shell: base64url JSON with the server's launchId.
 * Deploying posts it to our server (see `deepLinkBackend` for how that answers here).
 */
const rawState = btoa(JSON.stringify({ launchId: 'storybook-deep-linking-launch', route: 'DeepLinkTool' }))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');
const launch = { courseUuid: DEMO.courseUuids.bio101, rawState };

// The deployer reads nothing from Learn, so it has no Learn-error state.
/** The ten LTI assignments to pick from. */
export const Instructor = toolStory(routes, 'DeepLinkTool', {
  persona: 'instructor',
  launch,
  backend: deepLinkBackend,
});
export const MissingParameters = toolStory(routes, 'DeepLinkTool', {
  persona: 'instructor',
  launch: { ...launch, token: null },
  backend: deepLinkBackend,
});
/** Opened without a deep-linking launch (no state): nothing to answer to. */
export const MissingParametersLaunchState = toolStory(routes, 'DeepLinkTool', {
  persona: 'instructor',
  launch: { ...launch, rawState: null },
  backend: deepLinkBackend,
});
