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
    colActions: 'Actions',
    colAvailability: 'Availability',
    statusOf: 'Status of {course}',
    removeCourse: 'Remove {course}',
    newUnsaved: 'New (not saved)',
    changedUnsaved: 'Changed (not saved)',
    courseLoading: 'Loading course…',
    courseUnknown: 'Not found in Learn: {reason}',
    saving: 'Saving…',
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
    cancel: 'Cancel',
    removing: 'Removing…',
    removed: 'Removed {course}.',
  },
});

export type Messages = (typeof messages)['en_US'];
