import { describe, expect, it } from 'vitest';
import { reminderRows } from '../../domain/reminder-rows.ts';

describe('reminder rows', () => {
  it('keeps gradebook items of courses the user teaches (instructor or TA), soonest first', () => {
    const rows = reminderRows(
      [
        { courseId: '_1_1', courseRoleId: 'Instructor', course: { courseId: 'BIO101', name: 'Biology' } },
        { courseId: '_2_1', courseRoleId: 'Student', course: { courseId: 'CHEM201', name: 'Chemistry' } },
        { courseId: '_3_1', courseRoleId: 'TeachingAssistant', course: { courseId: 'HIST110', name: 'History' } },
      ],
      [
        { id: '_9_1', type: 'GradebookColumn', calendarId: '_3_1', title: 'Essay', end: '2026-03-05T00:00:00Z' },
        { id: '_8_1', type: 'GradebookColumn', calendarId: '_2_1', title: 'Lab', end: '2026-03-02T00:00:00Z' },
        { id: 'x', type: 'Course', calendarId: '_1_1', title: 'Lecture', end: '2026-03-02T00:00:00Z' },
        { id: '_7_1', type: 'GradebookColumn', calendarId: '_1_1', title: 'Quiz', end: '2026-03-03T00:00:00Z' },
      ],
    );
    expect(rows.map((r) => [r.courseId, r.courseName, r.assignment, r.columnId, r.courseRef])).toEqual([
      ['BIO101', 'Biology', 'Quiz', '_7_1', '_1_1'],
      ['HIST110', 'History', 'Essay', '_9_1', '_3_1'],
    ]);
  });
});
