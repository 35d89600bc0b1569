import { defineMessages } from '@tools/launch';
import { RULE_MESSAGES } from './domain/messages.ts';
import { messages } from './messages.ts';

/**
 * The texts of LatePenaltyCourseDetails' Apply tab (loaded when the tab opens): those it shares
 * (messages.ts) and its own. `spec` is spec 002 word for word; `ours` is wording the spec leaves open.
 */
export const applyMessages = defineMessages({
  spec: {
    ...messages.spec,
    failedStudents: 'Failed to load students.',
    nonNegative: RULE_MESSAGES.nonNegative,
    noStudentsOrCourse: 'No students or course selected.',
    updatedPenalties: 'Updated late penalties for {count} {studentWord} and stored snapshots.',
    overrideSaved: 'Override saved.',
    overrideCleared: 'Override cleared.',
    updateFailed: 'Late Penalties update failed:',
    sortAZ: 'A-Z',
    sortZA: 'Z-A',
    overridden: 'Overridden',
    save: 'Save',
    updatePenalties: 'Update late penalties',
  },
  ours: {
    ...messages.ours,
    /** Issue 22 §3: written in Learn, snapshots not stored yet (the server is down); they keep being sent. */
    snapshotsPending:
      'Updated late penalties for {count} {studentWord}; {pending} snapshot(s) are not stored on the server yet ({reason}) and are sent again until it takes them.',
    gridLabel: 'Late penalties by student and assignment',
    sortStudents: 'Students',
    sortAssignments: 'Assignments',
    overrideFor: 'Override for {student}, {title}',
    penaltyPts: 'Penalty: {points} pts',
    noStudents: 'This course has no students.',
    noRuledAssignments: 'No assignment has a rule yet. Choose rules on the Set tab.',
    unnamed: '(unnamed student)', // spec "an unnamed label"
    attemptsFooter: 'Attempts could not be loaded for: {titles}', // footer error for attempts
    columnsFooter: 'No gradebook column found for: {titles}', // footer error for columns
    previewTitle: 'Update late penalties',
    previewIntro: 'These values will be written to the ‘Late Penalties’ column. Nothing has changed yet.',
    previewCreatesColumn: 'The ‘Late Penalties’ column does not exist yet; it will be created (0 points possible).',
    extraLateColumns:
      'This course has {count} columns named ‘Late Penalties’. Penalties are written to the oldest one; delete the others in Learn, or the course total counts them too.',
    previewTable: 'Late penalty changes by student',
    colCurrent: 'Current value',
    colNew: 'New value',
    colExplanation: 'Explanation',
    colResult: 'Result',
    unchanged: 'Unchanged',
    pending: 'Pending',
    written: 'Written',
    failed: 'Failed: {reason}',
    cancelled: 'Cancelled',
    confirmWrite: 'Write {count} {studentWord}',
    cancel: 'Cancel',
    close: 'Close',
    closeDialog: 'Close dialog',
    retryFailed: 'Retry failed ({count})',
    progressLabel: 'Writing late penalties',
    loadingPreview: 'Reading the gradebook…',
    nothingToWrite: 'Every student already has the right value. Nothing to write.',
    students: 'students',
  },
});
