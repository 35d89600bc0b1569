import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { boundedNumber, learnId, pageQuery, points, text } from '../contracts/common.ts';
import { courseRoleKind, hasInstitutionRole, isGradingStaff } from '../contracts/roles.ts';

const issue = (schema: v.GenericSchema, value: unknown) => {
  const r = v.safeParse(schema, value);
  return r.success ? null : r.issues[0]?.message;
};

describe('shared string schemas', () => {
  it.each([
    ['x'.repeat(11), 'Name is too long (at most 10 characters)'],
    ['   ', 'Name is required'],
    ['a\u0000b', 'Name must not contain control characters'],
    ['a\nb', 'Name must not contain control characters'],
    ['a\u007fb', 'Name must not contain control characters'],
  ])('text refuses %j', (value, message) => {
    expect(issue(text('Name', 10), value)).toBe(message);
  });

  it('trims, allows breaks only when multiline, and empty only when asked', () => {
    expect(v.parse(text('Name', 10), '  ab  ')).toBe('ab');
    expect(v.parse(text('Notes', 10, { multiline: true }), 'a\nb\tc')).toBe('a\nb\tc');
    expect(v.parse(text('Notes', 10, { allowEmpty: true }), '')).toBe('');
  });

  it('learnId refuses our separators', () => {
    expect(issue(learnId('CourseId'), '_1_1:x')).toBe("CourseId must not contain ':' or spaces");
    for (const bad of ['../_2_1', '_1_1/x', 'a\\b', '_1_1?x=1', '_1_1#x', '%2e%2e'])
      expect(issue(learnId('CourseId'), bad)).toBe("CourseId must not contain '/', '\\', '?', '#' or '%'");
    expect(issue(learnId('CourseId'), '..')).toBe("CourseId must not be '.' or '..'");
    expect(issue(learnId('CourseId'), 'BIO.101')).toBeNull();
    expect(v.parse(learnId('CourseId'), 'uuid:abc'.replace(':', ''))).toBe('uuidabc');
  });

  it('nextKey refuses control characters and limit stays within bounds', () => {
    const q = pageQuery(200);
    expect(issue(q, { nextKey: '{"a":"\u0000"}' })).toBe('nextKey must not contain control characters');
    expect(issue(q, { limit: '201' })).toBe('limit must be at most 200');
    expect(issue(q, { limit: '1e3' })).toBe('limit must be a whole number');
  });
});

describe('shared number schemas', () => {
  it.each([
    [1e308, 'Points must be at most 100000'],
    [Number.POSITIVE_INFINITY, 'Points must be a finite number'],
    [Number.NaN, 'Points must be a number'],
    [-0.01, 'Points must be at least 0'],
  ])('points refuses %s', (value, message) => {
    expect(issue(points('Points'), value)).toBe(message);
  });

  it('refuses a value whose rounding is not finite', () => {
    expect(issue(boundedNumber('N', 0, Number.MAX_VALUE, 2), 1e307)).toBe('N must be a number with at most 2 decimals');
  });
});

describe('roles vocabulary (one matching rule)', () => {
  it.each([
    ['Instructor', 'instructor'],
    ['instructor', 'instructor'],
    ['SeniorInstructor', 'instructor'],
    ['TeachingAssistant', 'teachingAssistant'],
    ['Grader', 'grader'],
    ['CourseBuilder', 'courseBuilder'],
    ['Student', 'student'],
    ['Guest', 'guest'],
    ['BbFacilitator', 'other'],
  ])('%s is %s', (id, kind) => {
    expect(courseRoleKind(id)).toBe(kind);
  });

  it('grading staff and institution roles', () => {
    expect(isGradingStaff('TeachingAssistant')).toBe(true);
    expect(isGradingStaff('Grader')).toBe(false);
    expect(isGradingStaff('Grader', { graders: true })).toBe(true);
    expect(hasInstitutionRole(['staff', 'late_penalty_admin'], 'LATE_PENALTY_ADMIN')).toBe(true);
    expect(hasInstitutionRole(['LATE_PENALTY_ADMINS'], 'LATE_PENALTY_ADMIN')).toBe(false);
  });
});
