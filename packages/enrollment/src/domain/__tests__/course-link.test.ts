import { describe, expect, it } from 'vitest';
import { safeHref } from '../course-link.ts';

describe('safeHref', () => {
  it.each([
    ['https://learn.example.edu/ultra/courses/_1_1/outline', 'https://learn.example.edu/ultra/courses/_1_1/outline'],
    [
      'http://localhost:4010/webapps/blackboard/execute/courseMain?course_id=_1_1',
      'http://localhost:4010/webapps/blackboard/execute/courseMain?course_id=_1_1',
    ],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['/relative/path', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (url, expected) => {
    expect(safeHref(url)).toBe(expected);
  });
});
