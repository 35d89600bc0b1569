import { defineMessages } from '@tools/launch';

/**
 * Every visible text of the Grade Hurdle tools (course tool and admin tool). Spec 002 texts are
 * word for word (§2, §5, §8, §9); the rest (marked "ours") is wording the spec leaves open.
 * Both screens take their texts from here so they say the same thing the same way.
 */
export const messages = defineMessages({
  en_US: {
    // --- Shared (spec 002 §2, §5, §8) ---
    checkingPermissions: 'Checking permissions…',
    missingTokenOrCourse: 'Missing access token or course ID.',
    missingUserUuid: 'Missing user UUID.',
    missingBackEndUrl: 'Missing backEndUrl prop.',
    missingCourseId: 'Missing courseId.',
    notAvailable: 'Grade Hurdle Not Available',
    notEnabled: 'Grade Hurdle is not enabled for this course.', // ours: the body under 'Grade Hurdle Not Available'
    associationNotAllowed: 'Association not allowed',
    // Shared by both screens (ours; once here, both merges of the two branches had dropped them).
    colActions: 'Actions',
    saving: 'Saving…',
    cancel: 'Cancel',

    // --- Course tool (route GradeHurdleCourseDetails, spec 002 §2, §4, §8) ---
    courseTitle: 'Grade Hurdle', // ours
    courseRestricted: 'Access Restricted: The Grade Hurdle tool is not available to your role.',
    policyHeading: 'Grade Hurdle Policy',
    section1: '1) Build Sub-Rules',
    section2: '2) Mapping (Current Schema to Adjusted Schema)',
    section3: '3) Evaluate & Review',
    failedSaveRules: 'Failed to save rules.',
    evaluationFailed: 'Evaluation failed.',
    writeBackFailed: 'Write-back failed.',
    clearOverrideFailed: 'Failed to clear override for {name}: {reason}',
    missingFinalGradeColumn: 'Missing finalGrade columnId for this user.',
    writeBackComplete: 'Write-back complete. Posted {count}.',
    evaluationComplete: 'Evaluation complete. Reviewed {count} student(s).',
    overrideCleared: 'Override cleared for {name}.',
    notSubmitted: 'NOT_SUBMITTED',
    scoreBelowPercent: 'SCORE_BELOW_PERCENT',
    logicAnd: 'AND',
    logicOr: 'OR',
    // Course tool wording the spec leaves open (ours).
    loading: 'Loading…', // ours
    loadingCourse: 'Loading the course…', // ours
    associationsWarning: 'Could not read the saved rules ({reason}); showing the defaults.', // ours: spec "other fetch errors leave the feature treated as enabled"
    serverWins: 'The rules saved on the server differ from the copy kept in this browser; the server’s copy is shown.', // ours
    studentPreview: 'Student preview', // ours
    studentPreviewHint: 'What students of this course see.', // ours
    expandSection: '{title}', // ours: the section toggle's name is its title
    // 1) Build Sub-Rules
    subRulesTable: 'Sub-rules', // ours
    colItem: 'Gradable item', // ours
    colType: 'Type', // ours
    colThreshold: 'Threshold %', // ours
    typeNotSubmitted: 'Not submitted', // ours: label of NOT_SUBMITTED
    typeScoreBelow: 'Score below threshold %', // ours: label of SCORE_BELOW_PERCENT
    itemFor: 'Gradable item of sub-rule {n}', // ours
    typeFor: 'Type of sub-rule {n}', // ours
    thresholdFor: 'Threshold % of sub-rule {n}', // ours
    removeSubRule: 'Remove sub-rule {n}', // ours
    addSubRule: '+ Add sub-rule', // ours
    chooseItem: '— Choose an item —', // ours
    removedItem: '(item no longer in the course: {contentId})', // ours
    logic: 'Combine sub-rules with', // ours
    logicAndLabel: 'AND (all must be true)', // ours
    logicOrLabel: 'OR (any may be true)', // ours
    noGradableItems: 'This course has no gradable content yet.', // ours
    noSubRules: 'No sub-rules yet: without sub-rules the hurdle never applies.', // ours
    chooseItemsFirst: 'Choose a gradable item for every sub-rule.', // ours
    saveRules: 'Save sub-rules', // ours
    rulesSaved: 'Sub-rules saved.', // ours
    mappingSaved: 'Mapping saved.', // ours
    reloadSaved: 'Reload the saved rules', // ours
    unsaved: 'Unsaved changes.', // ours
    // 2) Mapping
    mappingTable: 'Mapping from current schema to adjusted schema', // ours
    colFromMin: 'From schema', // ours
    colFromMax: 'To schema', // ours
    colTo: 'Adjusted schema', // ours
    fromMinFor: 'From schema of row {n}', // ours
    fromMaxFor: 'To schema of row {n}', // ours
    toFor: 'Adjusted schema of row {n}', // ours
    removeRow: 'Remove row {n}', // ours
    addRow: '+ Add row', // ours
    resetMapping: 'Reset to default', // ours
    saveMapping: 'Save mapping', // ours
    mappingHint:
      'Schema codes are 1 to 7. When the hurdle applies, a final grade in a row’s range becomes that row’s adjusted schema.', // ours
    // 3) Evaluate & Review
    evaluate: 'Evaluate', // ours
    evaluating: 'Evaluating…', // ours
    evaluateHint: 'A dry run: nothing is written to the gradebook.', // ours
    reviewTable: 'Evaluation by student', // ours
    colName: 'Name', // ours
    colUserName: 'User Name', // ours
    colOriginal: 'Original Schema', // ours
    colOverridden: 'Overridden', // ours
    colRuleResult: 'Rule Result', // ours
    colAdjusted: 'Adjusted Schema', // ours
    colExplanation: 'Explanation', // ours
    colWriteBack: 'Write-back', // ours
    yes: 'Yes', // ours
    no: 'No', // ours
    rulePasses: 'Passes', // ours
    ruleDoesNotPass: 'Does not pass', // ours
    none: '—', // ours
    filterStudents: 'Filter students', // ours
    changesOnly: 'Changes only', // ours
    showing: 'Showing {shown} of {total}', // ours
    downloadCsv: 'Download CSV', // ours
    noStudents: 'This course has no students.', // ours
    noChanges: 'No grade would change.', // ours
    planSet: 'Set {code} ({from} → {to})', // ours
    planRemove: 'Remove {code} ({from} stays)', // ours
    planUnchanged: 'No change', // ours
    skipOverridden: 'Skipped: overridden', // ours
    skipNoAdjusted: 'Skipped: no adjusted schema', // ours
    skipNoNotation: 'Skipped: no matching notation ({code})', // ours
    skipNoColumn: 'Skipped: no finalGrade column', // ours
    resultWritten: 'Written', // ours
    resultFailed: 'Failed: {reason}', // ours
    resultCancelled: 'Cancelled', // ours
    resultPending: 'Pending', // ours
    clearOverride: 'Clear override', // ours
    clearOverrideFor: 'Clear override for {name}', // ours
    saveBeforeWriting: 'Save the sub-rules and mapping before writing back: write-back uses the saved rules.', // ours
    writeBack: 'Write back…', // ours
    writeBackNeedsServer: 'Write-back needs the rules saved on the server, which could not be read.', // ours
    preparingWriteBack: 'Reading the gradebook again…', // ours
    confirmTitle: 'Write back to the gradebook?', // ours
    confirmBody:
      '{count} final grade(s) will change: {set} get a Grade Hurdle notation, {removed} lose one that no longer applies. {skipped} student(s) are skipped. You can undo this write-back afterwards.', // ours
    confirmWrite: 'Write {count} grade(s)', // ours
    close: 'Close', // ours
    nothingToWrite: 'Every final grade already matches the evaluation: nothing to write.', // ours
    writingProgress: 'Writing final grades', // ours
    retryFailed: 'Retry failed ({count})', // ours
    skipCounts:
      'Skipped: {overridden} overridden, {noAdjusted} no adjusted schema, {noNotation} no matching notation, {noColumn} no finalGrade column.', // ours (spec §8 names the four counts)
    failedCount: '{count} failed: see the Write-back column; Retry failed tries them again.', // ours
    cancelledCount: '{count} cancelled before they were written.', // ours
    logNotSaved: 'The grades were written, but the write-back log could not be saved: {reason}', // ours
    notationNotKept: 'Learn did not keep the grade notation.', // ours
    // Runs and undo
    runsHeading: 'Recent write-backs', // ours
    runsTable: 'Recent write-backs of this course', // ours
    colRunAt: 'Started', // ours
    colRunBy: 'By', // ours
    colRunWritten: 'Written', // ours
    colRunFailed: 'Failed', // ours
    colRunUndone: 'Undone', // ours
    noRuns: 'No write-back yet.', // ours
    undoRun: 'Undo', // ours
    undoRunFor: 'Undo the write-back of {at}', // ours
    undoTitle: 'Undo this write-back?', // ours
    undoBody: 'The previous grade notation of {count} student(s) is restored, where nobody changed the grade since.', // ours
    confirmUndo: 'Undo {count} grade(s)', // ours
    undoProgress: 'Restoring final grades', // ours
    undoChanged: 'Changed since the write-back: left alone', // ours
    undoComplete: 'Undo complete. Restored {count}.', // ours
    undoFailed: 'Undo failed.', // ours

    // --- Admin tool (route GradeHurdleAdmin, spec 002 §2, §8, §9) ---
    adminTitle: 'Grade Hurdle Admin', // ours
    adminRestricted: 'Access Restricted: not available for your role.',
    refresh: 'Refresh',
    saveChanges: 'Save Changes',
    saved: 'Saved',
    remove: 'Remove',
    addAssociation: 'Add Association',
    active: 'Active',
    inactive: 'Inactive',
    failedLoadAssociations: 'Failed to load associations.',
    searchFailed: 'Search failed.',
    noCoursesFound: 'No courses found.',
    failedSaveAssociations: 'Failed to save associations.',
    oneOrMoreSavesFailed: 'One or more saves failed.',
    savedWithWarnings: 'Saved with warnings. Created {count} grade notation(s) for new courses.',
    failedRemoveAssociation: 'Failed to remove association.',
    notationDescription: 'Grade Hurdle Adjust to {to}',

    // --- Admin tool, ours: wording the spec leaves open ---
    missingToken: 'Missing access token.',
    loadingAssociations: 'Loading associations…',
    associationsHeading: 'Courses using Grade Hurdle',
    associationsTable: 'Grade Hurdle course associations',
    noAssociations: 'No course uses Grade Hurdle yet. Find one under Add Association.',
    colCourseId: 'Course ID',
    colCourseName: 'Course Name',
    colStatus: 'Status',
    colAvailability: 'Availability',
    statusOf: 'Status of {course}',
    removeCourse: 'Remove {course}',
    newUnsaved: 'New (not saved)',
    changedUnsaved: 'Changed (not saved)',
    courseLoading: 'Loading course…',
    courseUnknown: 'Not found in Learn: {reason}',
    unsavedHint: 'You have unsaved changes. Save Changes stores them.',
    searchBy: 'Search by',
    searchByName: 'Course name',
    searchByCourseId: 'Course ID',
    searchFor: 'Search for',
    search: 'Search',
    searching: 'Searching…',
    searchResults: 'Course search results',
    searchCount: 'Showing {count} course(s).',
    searchCountMore: 'Showing {count} course(s). More courses match.',
    loadMore: 'Load more courses',
    add: 'Add',
    addCourse: 'Add {course}',
    listed: 'Listed',
    listedCourse: 'Listed: {course} is already in the list',
    courseAdded: 'Added {course}. Save Changes stores it.',
    availableYes: 'Available',
    availableNo: 'Unavailable',
    availableDisabled: 'Disabled',
    availableTerm: 'Set by term',
    allSaved: 'All changes saved.',
    notationsCreatedNote: 'Created {count} grade notation(s) for new courses.',
    saveResults: 'Results of the last save',
    outcomeCreated: '{course}: added as {status}.',
    outcomeChanged: '{course}: status set to {status}.',
    outcomeFailed: '{course}: not saved. {reason}',
    outcomeConflict:
      '{course}: not saved. Another admin set it to {current} at {when}; you chose {mine}. Save Changes again to apply your choice.',
    outcomeGone: '{course}: not saved. It was removed since the list was loaded; Refresh shows the current list.',
    notationsCreated: '{course}: created grade notation(s) {codes}.',
    notationsExisted: '{course}: grade notation(s) {codes} already existed.',
    notationFailed: '{course}: could not create grade notation {code}. {reason}',
    notationsUnreadable: '{course}: could not read the grade notations, so none were created. {reason}',
    retryNotations: 'Retry grade notations for {course}',
    removeTitle: 'Remove Grade Hurdle from {course}?',
    removeBody:
      'Its sub-rules and mapping are deleted and instructors can no longer use Grade Hurdle in this course. Grades already written to Learn stay as they are.',
    removing: 'Removing…',
    removed: 'Removed {course}.',
  },
});

export type Messages = (typeof messages)['en_US'];
