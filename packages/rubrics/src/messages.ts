import { defineMessages } from '@tools/launch';
import { SPEC_TEXT } from './domain/messages.ts';

/**
 * Every visible text of the rubric migrator (UploadRubric). Spec 000 §2, §4, §5 and §8 texts are
 * word for word (`spec`); `ours` is wording the spec leaves open. The domain's own texts
 * (file errors, per-rubric issues, validation) live in `domain/messages.ts`, beside the code
 * that reports them, so the server can share them; the spec texts among them are re-used here.
 */
export const messages = defineMessages({
  spec: {
    title: 'D2L to Blackboard Rubrics Migration Tool',
    transform: 'Transform',
    courseId: 'Course ID',
    sendToBlackboard: 'Send to Blackboard',
    uploadResults: 'Upload Results',
    success: 'Success',
    failed: 'Failed',
    invalidStructure: SPEC_TEXT.invalidStructure,
    noTransformedData: 'No transformed data to send. Please transform first.',
    enterCourseId: 'Please enter a course ID.',
    courseLoaded: 'Course ID loaded: {id}',
    courseFailed: 'Failed to fetch course details: {msg}',
    parseError: SPEC_TEXT.parseError,
    readError: SPEC_TEXT.readError,
    sendError: 'Error sending rubrics to Blackboard.',
    fileLoaded: 'File successfully loaded.',
    uploadCompleted: 'Upload process completed.',
  },
  ours: {
    chooseFile: 'Rubrics file (XML or ZIP)', // the file picker's label: what it takes, a D2L XML or a course export
    rawJson: 'Raw JSON', // heading of the parsed XML
    transformedJson: 'Transformed JSON', // heading of the Learn bodies
    missingToken: 'Missing access token. Please log in.', // spec 000 §5 (Set Category's); the rubric tool names none
    chooseFileHint: 'A D2L rubrics XML file (rubrics_d2l.xml) or a whole Brightspace course export (.zip).',
    pickRubricsFile: 'Rubrics file in the course export',
    chooseFileFirst: 'Please choose a file first.',
    courseIdHint: 'The Learn course ID the rubrics go to, e.g. BIO101.',
    loadCourse: 'Check course',
    notUltra:
      '{id} is a Classic course: Learn creates rubrics through its API only in Ultra courses. Choose an Ultra course.',
    rubricsHeading: 'Rubrics ({count})',
    transformed: 'Transformed {count}; their previews are below.', // announced beside Transform
    gridCaption: '{title}: criteria by levels',
    colCriterion: 'Criterion',
    colRowPoints: 'Points',
    points: '{points} pts',
    totalPoints: 'Total points: {points}',
    nonnumeric: 'No points (Nonnumeric rubric)',
    readyToSend: 'Ready to send',
    cannotSend: 'Cannot be sent',
    issuesHeading: 'Notes for {title}',
    severityInfo: 'Note',
    severityWarning: 'Warning',
    severityError: 'Error',
    alreadyInCourse: 'A rubric titled "{title}" is already in the course.',
    sendCopy: 'Send a copy of "{title}" anyway',
    colRubric: 'Rubric',
    colDetails: 'Details',
    pending: 'Pending',
    notSent: 'Not sent',
    cancelled: 'Cancelled',
    skippedDuplicate: 'Already in the course; not sent again.',
    skippedInvalid: 'Cannot be sent: see its notes above.',
    sentAsCopy: 'Sent as "{title}".',
    sending: 'Sending rubrics to Blackboard',
    cancel: 'Cancel',
    retryFailed: 'Retry failed ({count})',
    willSkip:
      '{count} already in the course, will be skipped: {titles}. Tick ‘Send a copy’ on a rubric to send it anyway.',
    rubricOne: 'rubric',
    rubricMany: 'rubrics',
    sendSummary: '{sent} sent, {failed} failed, {cancelled} cancelled, {notSent} not sent.',
  },
});
