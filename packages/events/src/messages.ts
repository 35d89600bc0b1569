import { defineMessages } from '@tools/launch';

/** EventPublicationTool's texts: `spec` is spec 000 §2, §5, §8 word for word. */
export const messages = defineMessages({
  spec: {
    title: 'Event Management Tool',
    generate: 'Generate Events',
    publish: 'Publish Events',
    retrieve: 'Retrieve Events',
    handle: 'Handle Events',
    required: 'Event content is required.',
    notArray: 'Event content must be a valid JSON array.',
    generateFailed: 'An error occurred while generating the events.',
    generated: 'Events generated successfully!',
    published: 'Events published successfully!',
    handled: 'Events handled successfully!',
    missingParams: 'Missing access token or UUID. Please log in.',
    error: 'Error',
  },
  ours: {
    contentLabel: 'Events (JSON array)',
    contentHint: 'Generate, retrieve or paste events; Publish and Handle send what is here.',
    // Spec 000 §8 gives these three as generateFailed "and the same with 'publishing', 'retrieving',
    // 'handling'": derived from the spec, but not quoted whole, so not checkable word for word.
    publishFailed: 'An error occurred while publishing the events.',
    retrieveFailed: 'An error occurred while retrieving the events.',
    handleFailed: 'An error occurred while handling the events.',
    retrieved: '{count} unhandled event(s).',
  },
});
