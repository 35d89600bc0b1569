import { describe, expect, it } from 'vitest';
import { occursInSpec } from '../spec-texts.ts';

// The matcher on its own, so a loosened rule shows up here and not only as a silent pass below.
const spec = [
  "- Empty: 'No assignments due in the next week.' It reads 'Time's up!' when elapsed.",
  "- Course ID fetch: 'Failed to fetch course details: {msg}'. Success: 'Course ID loaded: {id}'.",
  "- Info messages: 'Loaded N row(s) from Cloud', 'Showing X of Y', 'Failed to save: ...' with the method.",
  "- Chat: 'I couldn’t generate an answer.' and a table with columns Course ID, Address.",
];

describe('occursInSpec', () => {
  it('finds texts word for word, templates by their placeholders', () => {
    expect(occursInSpec('No assignments due in the next week.', spec)).toBe(true);
    expect(occursInSpec("Time's up!", spec)).toBe(true);
    expect(occursInSpec('Course ID loaded: {id}', spec)).toBe(true);
    expect(occursInSpec('Failed to fetch course details: {detail}', spec)).toBe(true);
    expect(occursInSpec('Loaded {n} row(s) from Cloud', spec)).toBe(true);
    expect(occursInSpec('Showing {shown} of {total}', spec)).toBe(true);
    expect(occursInSpec('Course ID', spec)).toBe(true);
  });

  it('accepts a longer text only where the spec quotes its opening and ends with an ellipsis', () => {
    expect(occursInSpec('Failed to save: {method} {status}: {detail}', spec)).toBe(true);
    expect(occursInSpec('Loaded {n} row(s) from Cloud today', spec)).toBe(false);
  });

  it('normalises nothing: quotes, case, punctuation and words must be identical', () => {
    expect(occursInSpec('Time’s up!', spec)).toBe(false);
    expect(occursInSpec("I couldn't generate an answer.", spec)).toBe(false);
    expect(occursInSpec('No assignments due in the next week', spec)).toBe(true); // a prefix is quoted
    expect(occursInSpec('No assignments due in the next 7 days.', spec)).toBe(false);
    expect(occursInSpec('course id', spec)).toBe(false);
  });

  it('never finds a text inside a longer word or from placeholders alone', () => {
    expect(occursInSpec('Add', spec)).toBe(false); // only inside "Address"
    expect(occursInSpec('{item}', spec)).toBe(false);
    expect(occursInSpec('—', ['- the assistant says Sorry—there was an error.'])).toBe(false);
    expect(occursInSpec('{assignment} ({course}): {reason}', ['- Driver (Rank): a value.'])).toBe(false);
    expect(occursInSpec('Showing {shown} of {total} rows', spec)).toBe(false);
  });
});
