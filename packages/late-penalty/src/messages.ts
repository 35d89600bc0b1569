import { defineMessages } from '@tools/launch';

/**
 * Every visible text of LatePenaltyCourseDetails, and those the admin tool shares with it: `spec` is
 * spec 002 word for word; `ours` is wording the spec leaves open. The admin tool's own texts are in
 * admin-messages.ts, the Apply tab's in apply-messages.ts, so the course tool's first load carries
 * neither.
 */
export const messages = defineMessages({
  spec: {
    accessRestricted: 'Access Restricted',
    saveAll: 'Save all',
    genericError: 'Something went wrong. Please try again.',
    colStudent: 'Student',
    colAssignment: 'Assignment',
    colRule: 'Rule',
    colPoints: 'Points',
    missingParams: 'Missing required params.',
    authFailed: 'Authentication failed (401).',
    failedCourse: 'Failed to load course data.',
    failedRules: 'Failed to load rules.',
    failedColumns: 'Failed to load gradebook columns.',
    failedAttempts: 'Failed to load attempts.',
    tabSet: 'Set',
    tabApply: 'Apply',
    colTitle: 'Assignment',
    colAvailability: 'Availability',
    colPossible: 'Points',
    colDue: 'Due',
    clear: 'Clear',
    deleteAll: 'Delete all',
    applyAndSave: 'Apply and save',
    savedRule: 'Saved rule',
    deletedRule: 'Deleted rule (and any overrides/penalties on that item)',
    appliedAll: 'Applied to all & saved',
    savedAllRules: 'Saved all rules',
    deletedAllRules: 'Deleted all rules (overrides & penalties) for this course',
    syncFailed: 'Sync failed:',
    bulkSaveFailed: 'Bulk save failed:',
    saveAllFailed: 'Save all failed:',
    deleteAllFailed: 'Delete all failed:',
    saveFailed: 'Save failed:',
    clearFailed: 'Clear failed:',
    couldNotLoadBackend: 'Could not load rules/overrides/penalties: {reason}',
    noAttempt: 'no attempt',
    studentHeading: 'Your Late Penalties',
    colAttempt: 'Attempt',
    colPenalty: 'Penalty',
  },
  ours: {
    courseTitle: 'Late Penalties',
    loading: 'Loading…',
    courseRestricted: 'The Late Penalty tool is available to the course’s instructors and students only.', // §6 "not shown"
    courseTabsLabel: 'Late penalty course tool',
    available: 'Available',
    unavailable: 'Unavailable',
    noDue: 'No due date',
    noRule: '— No rule —', // the first option clears the rule
    // Course default rule (issue 24): covers assignments without a rule of their own, later ones too.
    courseDefaultLabel: 'Course default rule',
    courseDefaultHint: 'Used by every assignment without a rule of its own, including assignments added later.',
    noDefault: '— No default —',
    optionCourseDefault: 'Course default ({rule})',
    optionExempt: 'No late penalty (exception to the default)',
    deletedRuleOption: 'A rule that no longer exists',
    confirmSetDefault: 'Use “{rule}” as the default rule in {course}?',
    confirmSetDefaultBody:
      'It applies now to {assignments} without a rule of their own, and to assignments added later.',
    confirmChangeDefaultBody:
      'It replaces “{previous}” for {assignments} without a rule of their own, and applies to assignments added later.',
    setDefault: 'Set default',
    confirmRemoveDefault: 'Remove the default rule “{rule}” from {course}?',
    confirmRemoveDefaultBody: '{assignments} will then have no late penalty.',
    removeDefault: 'Remove default',
    defaultSet: 'Course default rule set: {rule}.',
    defaultRemoved: 'Course default rule removed.',
    defaultFailed: 'Saving the course default failed:',
    // Confirmations of what deletes or overwrites (issue 24): what, how many, where; undo where our data allows.
    confirmDeleteAll: 'Delete {rules} and {overrides} in {course}?',
    confirmDeleteAllPenalties: 'This also deletes {penalties} from this tool.',
    confirmDeleteAllDefault: 'The course default rule “{rule}” is removed too.',
    columnKept: 'The ‘Late Penalties’ column in the gradebook keeps its values until you update it.',
    undoFor24h: 'You can undo this for 24 hours.',
    nothingToDelete: 'This course has no rules to delete.',
    confirmClear: 'Clear the rule of {title} in {course}?',
    confirmClearBody: 'Its {overrides} and {penalties} are deleted too.',
    confirmClearButton: 'Clear rule',
    confirmApplyAll: 'Apply “{rule}” to {assignments} in {course}?',
    confirmApplyAllReplaces: 'It replaces the rule of {count}: {titles}.',
    confirmApplyAllKeeps: 'Overrides are kept. You can undo this.',
    undo: 'Undo',
    undoing: 'Undoing…',
    restored: 'Restored {rules}, with their overrides and stored penalties.',
    restoredSkipped: '{count} kept the rule set since.',
    applyUndone: 'Undone: the rules from before ‘Apply and save’ are back.',
    undoFailed: 'Undo failed:',
    countRule: 'rule',
    countRules: 'rules',
    countOverride: 'override',
    countOverrides: 'overrides',
    countPenalty: 'stored penalty',
    countPenalties: 'stored penalties',
    countAssignment: 'assignment',
    countAssignments: 'assignments',
    // Apply tab footer: which items, why, and how to fix it (issue 24).
    columnsFooterFix:
      'No gradebook column found for: {titles}. These assignments have no grade column in Learn (not gradable, or the column was deleted), so their attempts and due dates cannot be read and no penalty is computed. Make them gradable in Learn (or remove their rule here), then reload.',
    ruleFor: 'Rule for {title}',
    clearRuleFor: 'Clear rule for {title}',
    applyToAll: 'Rule for all assignments', // apply-to-all dropdown label
    retryRules: 'Retry loading rules',
    assignmentsTable: 'Assignments and their late-penalty rules',
    noAssignments: 'This course has no assignments.',
    chooseRuleAndAssignment: 'Choose a rule, and make sure the course has at least one assignment.', // §5 apply-to-all
    saving: 'Saving…',
    studentTable: 'Your late penalties by assignment',
    totalPenalty: 'Total penalty: {total}', // shown as "-N pts"
    studentEmpty: 'No late penalties apply to you in this course.', // wording not shown in the spec
    // The student's view says why (issue 24): the calculation, who set an override, and the times as Learn has them.
    startedAt: 'Started {date}',
    notApplied: 'Not applied yet',
    notAppliedHint: 'Your instructor has not updated late penalties since your attempt.',
    overrideBy: 'Override by {name}',
    overrideByInstructor: 'Override by your instructor',
    studentNote:
      'Attempt times are when you submitted, as your instructor’s last update read them. Penalties count once your instructor updates them.',
    minusPts: '-{points} pts',
    dash: '—',
    student: 'student',
  },
});

export type Messages = (typeof messages)['en_US'];
