import { defineMessages } from '@tools/launch';
import { ANSWER_TEXTS } from './domain/messages.ts';

/**
 * Every visible text of the course AI assistant: `spec` is spec 002 §5 and §8 word for word; `ours`
 * is wording the spec leaves open (the answers the server composes come from ./domain/messages.ts).
 */
export const messages = defineMessages({
  spec: {
    missingBackendUrl: 'Missing backEndUrl prop.',
    missingToken: 'Missing token in URL.',
    missingPlatformUrl: 'Missing platformUrl (prop).',
    missingCourseId: 'Missing courseId in localStorage.',
    unresolvedCourseUuid: 'Could not resolve courseUuid from Learn.',
    chatApiError: 'Error calling chat API.',
    /** The assistant message added after 'Error calling chat API.' */
    errorAnswer: 'Sorry—there was an error answering that.',
    noAnswer: 'I couldn’t generate an answer.',
  },
  ours: {
    notCovered: ANSWER_TEXTS.notCovered,
    quotedIntro: ANSWER_TEXTS.quotedIntro,
    title: 'Course AI Assistant',
    greeting:
      'Hi! Ask me about this course. I answer only from the course materials you can see in Learn, and link to where each answer comes from.',
    rolePill: 'Role: {role}',
    coursePill: 'Course: {course}',
    unknown: 'unknown',
    settings: 'Settings',
    settingsTitle: 'Chat settings',
    compactMode: 'Compact mode',
    compactHint: 'A shorter chat box and a two-line message field.',
    clear: 'Clear',
    logLabel: 'Conversation',
    you: 'You',
    assistant: 'Assistant',
    inputLabel: 'Your question',
    inputHint: 'Enter sends; Shift+Enter adds a new line.',
    send: 'Send',
    thinking: 'Thinking…',
    sources: 'Sources',
    newTab: '(opens in a new tab)',
    errorDetail: 'The server said: {detail}',
    reindex: 'Re-index course materials',
    reindexing: 'Re-indexing…',
    reindexHint:
      'Reads every item of this course from Learn again, so answers use content you just changed (otherwise changes are picked up within a few minutes).',
    reindexDone: 'Re-indexed {items} items; the text of {files} attached files was read.',
    reindexPartial: 'Learn did not answer for {count} items; they are tried again on the next refresh.',
    reindexFailed: 'Re-indexing failed.',
    partlyCovered: ANSWER_TEXTS.partlyCovered,
    sourceLink: 'Source {n}: {title} (opens in a new tab)',
    debugSummary: 'How this answer was found (course staff only)',
    debugPart: 'Question part:',
    debugAsks: 'Asks for:',
    debugAnything: 'any kind of answer',
    debugNotAnswered: 'not answered',
    debugWords: 'Words, and the terms searched for each:',
    debugPassages: 'Best passages:',
    // Issue 25 §4 names this list "content the assistant will not use".
    flaggedTitle: 'Content the assistant will not use',
    flaggedHint:
      'Passages that speak to an AI assistant, announce that a course rule no longer applies, ask for passwords or send people to outside addresses. The assistant never quotes them; edit or remove them in Learn.',
    flaggedShow: 'Show flagged content',
    flaggedLoading: 'Loading…',
    flaggedNone: 'Nothing in this course is flagged.',
    flaggedCount: '{count} flagged passages:',
    flaggedFailed: 'Could not load the flagged content.',
    flaggedInstructions: 'Tells the reader to ignore instructions or rules.',
    flaggedAddressesAssistant: 'Speaks to an AI assistant.',
    flaggedRevokesPolicy: 'Says a course rule no longer applies.',
    flaggedCredentials: 'Asks for a password or login details.',
    flaggedOutsideAddress: 'Sends people or their work to an outside address.',
    flaggedOther: 'Flagged.',
  },
});
