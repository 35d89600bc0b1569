import { defineMessages } from '@tools/launch';

/** Spec 000 §2, §5, §8 word for word; the title, label and hint are ours. */
export const messages = defineMessages({
  en_US: {
    title: 'Event Management Tool',
    contentLabel: 'Events (JSON array)',
    contentHint: 'Generate, retrieve or paste events; Publish and Handle send what is here.',
    generate: 'Generate Events',
    publish: 'Publish Events',
    retrieve: 'Retrieve Events',
    handle: 'Handle Events',
    required: 'Event content is required.',
    notArray: 'Event content must be a valid JSON array.',
    generateFailed: 'An error occurred while generating the events.',
    publishFailed: 'An error occurred while publishing the events.',
    retrieveFailed: 'An error occurred while retrieving the events.',
    handleFailed: 'An error occurred while handling the events.',
    generated: 'Events generated successfully!',
    published: 'Events published successfully!',
    handled: 'Events handled successfully!',
    retrieved: '{count} unhandled event(s).',
    missingParams: 'Missing access token or UUID. Please log in.',
    error: 'Error',
  },
});
