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
  },
});

export type Messages = (typeof messages)['en_US'];
