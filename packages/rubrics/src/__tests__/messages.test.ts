import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';

describe('UploadRubric texts (spec 000 §2, §4, §5, §8, word for word)', () => {
  it.each([
    ['title', 'D2L to Blackboard Rubrics Migration Tool'],
    ['transform', 'Transform'],
    ['sendToBlackboard', 'Send to Blackboard'],
    ['uploadResults', 'Upload Results'],
    ['success', 'Success'],
    ['failed', 'Failed'],
    ['invalidStructure', 'Invalid XML structure'],
    ['noTransformedData', 'No transformed data to send. Please transform first.'],
    ['enterCourseId', 'Please enter a course ID.'],
    ['courseLoaded', 'Course ID loaded: {id}'],
    ['courseFailed', 'Failed to fetch course details: {msg}'],
    ['parseError', 'Error parsing XML file: {msg}'],
    ['readError', 'Error reading file.'],
    ['sendError', 'Error sending rubrics to Blackboard.'],
    ['fileLoaded', 'File successfully loaded.'],
    ['uploadCompleted', 'Upload process completed.'],
  ] as const)('%s', (key, text) => {
    expect(messages.en_US[key]).toBe(text);
  });
});
