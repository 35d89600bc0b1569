import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';

/** Spec 002 texts are contract: word for word. */
describe('Grade Hurdle messages', () => {
  const m = messages.en_US;
  it.each([
    [m.courseRestricted, 'Access Restricted: The Grade Hurdle tool is not available to your role.'],
    [m.notAvailable, 'Grade Hurdle Not Available'],
    [m.policyHeading, 'Grade Hurdle Policy'],
    [m.section1, '1) Build Sub-Rules'],
    [m.section2, '2) Mapping (Current Schema to Adjusted Schema)'],
    [m.section3, '3) Evaluate & Review'],
    [m.missingTokenOrCourse, 'Missing access token or course ID.'],
    [m.missingUserUuid, 'Missing user UUID.'],
    [m.missingBackEndUrl, 'Missing backEndUrl prop.'],
    [m.missingCourseId, 'Missing courseId.'],
    [m.failedSaveRules, 'Failed to save rules.'],
    [m.evaluationFailed, 'Evaluation failed.'],
    [m.writeBackFailed, 'Write-back failed.'],
    [m.clearOverrideFailed, 'Failed to clear override for {name}: {reason}'],
    [m.missingFinalGradeColumn, 'Missing finalGrade columnId for this user.'],
    [m.writeBackComplete, 'Write-back complete. Posted {count}.'],
    [m.evaluationComplete, 'Evaluation complete. Reviewed {count} student(s).'],
    [m.overrideCleared, 'Override cleared for {name}.'],
    [m.adminRestricted, 'Access Restricted: not available for your role.'],
    [m.checkingPermissions, 'Checking permissions…'],
    [m.saveChanges, 'Save Changes'],
    [m.saved, 'Saved'],
    [m.failedLoadAssociations, 'Failed to load associations.'],
    [m.searchFailed, 'Search failed.'],
    [m.noCoursesFound, 'No courses found.'],
    [m.failedSaveAssociations, 'Failed to save associations.'],
    [m.oneOrMoreSavesFailed, 'One or more saves failed.'],
    [m.savedWithWarnings, 'Saved with warnings. Created {count} grade notation(s) for new courses.'],
    [m.failedRemoveAssociation, 'Failed to remove association.'],
    [m.notationDescription, 'Grade Hurdle Adjust to {to}'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
