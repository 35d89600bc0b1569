import { describe, expect, it } from 'vitest';
import { roleName } from '../role-name.ts';

describe('roleName', () => {
  it.each([
    ['InstructionalDesigner', 'Instructional Designer'],
    ['TeachingAssistant', 'Teaching Assistant'],
    ['Instructor', 'Instructor'],
    ['course_reviewer', 'course reviewer'],
    ['QAReviewer', 'QA Reviewer'],
  ])('%s -> %s', (id, name) => expect(roleName(id)).toBe(name));
});
