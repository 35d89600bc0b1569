import { DEMO } from '@tools/sandbox';
import { toolStory, type LaunchSource, type Meta } from '@tools/testing/story';
import { routes } from '../index.ts';

export default { title: 'Tools/DeepLinkTool', tags: ['server'] } satisfies Meta;

/**
 * A real deep-linking launch from BIO101 by the sandbox platform into our server (in the page):
 * the shell's `state` names the server's stored launch, so Deploy gets a signed response.
 */
const deepLinking = ({ backend }: LaunchSource) =>
  backend!.ltiLaunch('instructor', { route: 'DeepLinkTool', courseId: DEMO.courses.bio101.id, deepLinking: true });

// The deployer reads nothing from Learn, so it has no Learn-error state.
/** The ten LTI assignments to pick from. */
export const Instructor = toolStory(routes, 'DeepLinkTool', {
  persona: 'instructor',
  launch: deepLinking,
  backend: true,
});
/** A deep-linking launch without the token: the message comes before any request. */
export const MissingParameters = toolStory(routes, 'DeepLinkTool', {
  persona: 'instructor',
  launch: async (source) => ({ ...(await deepLinking(source)), token: null }),
  backend: true,
});
/** Opened without a deep-linking launch (no state): nothing to answer to. */
export const MissingParametersLaunchState = toolStory(routes, 'DeepLinkTool', {
  persona: 'instructor',
  launch: { courseUuid: DEMO.courseUuids.bio101, rawState: null },
});
