import { defineMessages } from './messages.ts';

/** Texts shared by every tool that talks to Learn (not in the spec: our own wording). */
export const launchMessages = defineMessages({
  spec: {},
  ours: {
    missingPlatform:
      'This launch does not say which Learn server to use (platformUrl is missing from the state parameter). Please open the tool again from your course.',
  },
});
