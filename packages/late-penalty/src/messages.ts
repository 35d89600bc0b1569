import { defineMessages } from '@tools/launch';
import { RULE_MESSAGES } from './domain/messages.ts';

/**
 * Every visible text of the late-penalty tools. Spec 002 texts are word for word; the rest
 * (marked "ours") is wording the spec leaves open.
 */
export const messages = defineMessages({
  en_US: {
    // --- Rules admin (spec 002 §2, §6, §8) ---
    adminTitle: 'Late Penalty Rules Admin',
    checkingPermissions: 'Checking permissions…',
    accessRestricted: 'Access Restricted',
    adminRestricted: 'The Late Penalty Rules Admin Tool is not available for your role.',
    tabsLabel: 'Late penalty rules', // ours
    tabManage: 'Manage Rules',
    tabView: 'View Penalties',
    saveAll: 'Save all',
    revert: 'Revert',
    addRule: '+ Add rule',
    filterRules: 'Filter rules', // ours
    showing: 'Showing {shown} of {total}',
    formatsHint:
      'Valid formats: "X% penalty if more than N hour(s)/day(s) late", "X point(s) penalty if more than N hour(s)/day(s) late", "X% penalty each day late", "X point(s) penalty each day late" (optionally "for a max of Y points").', // ours
    colActions: 'Actions',
    colLabel: 'Label',
    colStatus: 'Status',
    colCode: 'Code', // ours
    deleteRule: 'Delete rule {label}', // ours: accessible name of the delete cross
    newRuleLabel: 'Label of new rule {n}', // ours
    ruleLabelFor: 'Label of rule {code}', // ours
    ruleStatusFor: 'Status of rule {code}', // ours
    active: 'Active',
    inactive: 'Inactive',
    rulesTable: 'Late penalty rules', // ours
    noRules: 'No rules yet. Add one with + Add rule.', // ours
    genericError: 'Something went wrong. Please try again.',
    fixErrors: 'Please fix the highlighted errors.',
    reverted: 'Reverted unsaved changes',
    ruleDeleted: 'Rule deleted',
    allSaved: 'All changes saved',
    loadingRules: 'Loading rules…', // ours
    // View Penalties
    courseFilter: 'Course', // ours: the course filter label
    allCourses: 'All courses', // ours
    refresh: 'Refresh',
    downloadCsv: 'Download CSV',
    filterPenalties: 'Filter penalties', // ours
    rowCount: '{count} {rowWord}', // ours
    row: 'row',
    rows: 'rows',
    penaltiesTable: 'Applied late penalties', // ours
    colTerm: 'Term',
    colCourseId: 'Course ID',
    colCourseName: 'Course Name',
    colStudent: 'Student',
    colAssignment: 'Assignment',
    colRule: 'Rule',
    colOverride: 'Override',
    colPoints: 'Points',
    yes: 'Yes', // ours
    no: 'No', // ours
    noPenaltyData: 'No penalty data',
    loadingPenalties: 'Loading penalties…', // ours
    // --- Course tool (spec 002 §2, §8) ---
    courseTitle: 'Late Penalties', // ours
    loading: 'Loading…', // ours
    missingParams: 'Missing required params.',
    authFailed: 'Authentication failed (401).',
    failedCourse: 'Failed to load course data.',
    failedRules: 'Failed to load rules.',
    failedColumns: 'Failed to load gradebook columns.',
    failedAttempts: 'Failed to load attempts.',
    failedStudents: 'Failed to load students.',
    nonNegative: RULE_MESSAGES.nonNegative,
    courseRestricted: 'The Late Penalty tool is available to the course’s instructors and students only.', // ours (§6 "not shown")
    courseTabsLabel: 'Late penalty course tool', // ours
    tabSet: 'Set',
    tabApply: 'Apply',
    colTitle: 'Assignment',
    colAvailability: 'Availability',
    colPossible: 'Points',
    colDue: 'Due',
    available: 'Available', // ours
    unavailable: 'Unavailable', // ours
    noDue: 'No due date', // ours
    noRule: '— No rule —', // ours: the first option clears the rule
    ruleFor: 'Rule for {title}', // ours
    clear: 'Clear',
    clearRuleFor: 'Clear rule for {title}', // ours
    deleteAll: 'Delete all',
    applyToAll: 'Rule for all assignments', // ours: apply-to-all dropdown label
    applyAndSave: 'Apply and save',
    retryRules: 'Retry loading rules', // ours
    assignmentsTable: 'Assignments and their late-penalty rules', // ours
    noAssignments: 'This course has no assignments.', // ours
    savedRule: 'Saved rule',
    deletedRule: 'Deleted rule (and any overrides/penalties on that item)',
    appliedAll: 'Applied to all & saved',
    savedAllRules: 'Saved all rules',
    deletedAllRules: 'Deleted all rules (overrides & penalties) for this course',
    noStudentsOrCourse: 'No students or course selected.',
    updatedPenalties: 'Updated late penalties for {count} {studentWord} and stored snapshots.',
    student: 'student',
    students: 'students',
    overrideSaved: 'Override saved.',
    overrideCleared: 'Override cleared.',
    syncFailed: 'Sync failed:',
    bulkSaveFailed: 'Bulk save failed:',
    saveAllFailed: 'Save all failed:',
    deleteAllFailed: 'Delete all failed:',
    saveFailed: 'Save failed:',
    clearFailed: 'Clear failed:',
    updateFailed: 'Late Penalties update failed:',
    couldNotLoadBackend: 'Could not load rules/overrides/penalties: {reason}',
    chooseRuleAndAssignment: 'Choose a rule, and make sure the course has at least one assignment.', // ours (§5 apply-to-all)
    // Apply tab
    gridLabel: 'Late penalties by student and assignment', // ours
    sortStudents: 'Students', // ours
    sortAssignments: 'Assignments', // ours
    sortAZ: 'A-Z',
    sortZA: 'Z-A',
    noAttempt: 'no attempt',
    dash: '—',
    overridden: 'Overridden',
    overrideFor: 'Override for {student}, {title}', // ours
    save: 'Save',
    saving: 'Saving…', // ours
    penaltyPts: 'Penalty: {points} pts', // ours
    updatePenalties: 'Update late penalties',
    noStudents: 'This course has no students.', // ours
    noRuledAssignments: 'No assignment has a rule yet. Choose rules on the Set tab.', // ours
    unnamed: '(unnamed student)', // ours: spec "an unnamed label"
    attemptsFooter: 'Attempts could not be loaded for: {titles}', // ours: footer error for attempts
    columnsFooter: 'No gradebook column found for: {titles}', // ours: footer error for columns
    // Update dialog (ours: the spec only names the steps)
    previewTitle: 'Update late penalties',
    previewIntro: 'These values will be written to the ‘Late Penalties’ column. Nothing has changed yet.',
    previewCreatesColumn: 'The ‘Late Penalties’ column does not exist yet; it will be created (0 points possible).',
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
    // Student view
    studentHeading: 'Your Late Penalties',
    studentTable: 'Your late penalties by assignment', // ours
    colAttempt: 'Attempt',
    colPenalty: 'Penalty',
    totalPenalty: 'Total penalty: {total}', // ours, shown as "-N pts"
    minusPts: '-{points} pts',
    studentEmpty: 'No late penalties apply to you in this course.', // ours (wording not shown in the spec)
  },
});

export type Messages = (typeof messages)['en_US'];
