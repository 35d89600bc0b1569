import { defineMessages } from './messages.ts';

/** Texts shared by every tool that talks to Learn (not in the spec: our own wording). */
export const launchMessages = defineMessages({
  spec: {},
  ours: {
    courseUnavailableTitle: 'This course is not available to you',
    courseUnavailable:
      'Learn does not let you open this course right now: the course, or your enrolment in it, is unavailable. Its tools open again once it is available; then open the tool again from the course.',
    missingPlatform:
      'This launch does not say which Learn server to use (platformUrl is missing from the state parameter). Please open the tool again from your course.',
  },
});
