import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkGrades, DEEP_LINK_ITEMS, isStudentMembership, parseGrade, selectedItems, viewForRole } from '../index.ts';

describe('deep link items', () => {
  it('offers LTI Assignment 1 to 10 with stable ids', () => {
    expect(DEEP_LINK_ITEMS.map((i) => i.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `LTI Assignment ${i + 1}`),
    );
    expect(DEEP_LINK_ITEMS[2]).toEqual({ id: 'lti-assignment-3', title: 'LTI Assignment 3' });
  });

  it('returns the selection in display order', () => {
    expect(selectedItems(new Set(['lti-assignment-7', 'lti-assignment-2'])).map((i) => i.id)).toEqual([
      'lti-assignment-2',
      'lti-assignment-7',
    ]);
  });
});

describe('grades', () => {
  it.each([
    ['0', 0],
    ['100', 100],
    [' 87 ', 87],
    ['007', 7],
  ])('accepts %j', (raw, n) => expect(parseGrade(raw)).toBe(n));
  it.each(['101', '-1', '87.5', '1e2', 'abc', '', '+5', '0x10', '1000'])('refuses %j', (raw) =>
    expect(parseGrade(raw)).toBeNull(),
  );

  it('accepts exactly the integers 0..100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        (n) => (parseGrade(String(n)) !== null) === (n >= 0 && n <= 100),
      ),
    );
  });

  it('treats blank cells as not selected', () => {
    expect(checkGrades({ a: '', b: '  ' })).toEqual({ ok: false, reason: 'none', invalidUserIds: [] });
    expect(checkGrades({ a: '90', b: '' })).toEqual({ ok: true, grades: [{ userId: 'a', score: 90 }] });
  });

  it('refuses the whole batch when one grade is invalid', () => {
    expect(checkGrades({ a: '90', b: '101', c: 'x' })).toEqual({
      ok: false,
      reason: 'invalid',
      invalidUserIds: ['b', 'c'],
    });
  });
});

describe('roles', () => {
  it.each([
    ['Instructor', 'instructor'],
    ['INSTRUCTOR', 'instructor'],
    ['student', 'student'],
    ['Student', 'student'],
    ['TeachingAssistant', 'other'],
    ['Grader', 'other'],
    ['', 'other'],
    [undefined, 'other'],
  ] as const)('%s -> %s', (role, view) => expect(viewForRole(role)).toBe(view));

  it('keeps student memberships only', () => {
    expect(isStudentMembership({ courseRoleId: 'Student' })).toBe(true);
    expect(isStudentMembership({ courseRoleId: 'Instructor' })).toBe(false);
  });
});
