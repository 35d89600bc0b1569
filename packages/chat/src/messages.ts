import { defineMessages } from '@tools/launch';
import { ANSWER_TEXTS } from './domain/messages.ts';

/**
 * Every visible text of the course AI assistant. Spec 002 §5 and §8 texts are word for word;
 * the rest (marked "ours") is wording the spec leaves open.
 */
export const messages = defineMessages({
  en_US: {
    // --- Send validation (spec 002 §5) ---
    missingBackendUrl: 'Missing backEndUrl prop.',
    missingToken: 'Missing token in URL.',
    missingPlatformUrl: 'Missing platformUrl (prop).',
    missingCourseId: 'Missing courseId in localStorage.',
    unresolvedCourseUuid: 'Could not resolve courseUuid from Learn.',
    // --- Errors (spec 002 §8) ---
    chatApiError: 'Error calling chat API.',
    /** The assistant message added after 'Error calling chat API.' */
    errorAnswer: 'Sorry—there was an error answering that.',
    noAnswer: 'I couldn’t generate an answer.',
    // --- Answers the server composes (ours) ---
    notCovered: ANSWER_TEXTS.notCovered,
    quotedIntro: ANSWER_TEXTS.quotedIntro,
    // --- The widget (ours) ---
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
  },
});
