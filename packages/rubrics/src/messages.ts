import { defineMessages } from '@tools/launch';
import { SPEC_TEXT } from './domain/messages.ts';

/**
 * Every visible text of the rubric migrator (UploadRubric). Spec 000 §2, §4, §5 and §8 texts are
 * word for word; lines marked "ours" are wording the spec leaves open. The domain's own texts
 * (file errors, per-rubric issues, validation) live in `domain/messages.ts`, beside the code
 * that reports them, so the server can share them; the spec texts among them are re-used here.
 */
export const messages = defineMessages({
  en_US: {
    // --- Screen (spec 000 §2) ---
    title: 'D2L to Blackboard Rubrics Migration Tool',
    chooseFile: 'XML file', // ours: the file picker's label
    transform: 'Transform',
    courseId: 'Course ID',
    sendToBlackboard: 'Send to Blackboard',
    rawJson: 'Raw JSON', // ours: heading of the parsed XML
    transformedJson: 'Transformed JSON', // ours: heading of the Learn bodies
    uploadResults: 'Upload Results',
    // --- States (spec 000 §4) ---
    success: 'Success',
    failed: 'Failed',
    // --- Validation (spec 000 §5) ---
    invalidStructure: SPEC_TEXT.invalidStructure,
    noTransformedData: 'No transformed data to send. Please transform first.',
    enterCourseId: 'Please enter a course ID.',
    // --- Errors and successes (spec 000 §8) ---
    courseLoaded: 'Course ID loaded: {id}',
    courseFailed: 'Failed to fetch course details: {msg}',
    parseError: SPEC_TEXT.parseError,
    readError: SPEC_TEXT.readError,
    sendError: 'Error sending rubrics to Blackboard.',
    fileLoaded: 'File successfully loaded.',
    uploadCompleted: 'Upload process completed.',
  },
});
