import { defineMessages } from '@tools/launch';

/** Spec 000 texts for DeepLinkTool and LTIAssignment, word for word (plus a few marked as ours). */
export const messages = defineMessages({
  en_US: {
    // Deep Link Tool (§2, §5)
    deepLinkTitle: 'Deep Link Tool',
    deepLinkItemsLegend: 'Assignments to deploy',
    deploy: 'Deploy to Blackboard',
    deploying: 'Deploying...',
    selectAtLeastOne: 'Please select at least one item to deploy.',
    noJwt: 'No JWT received from backend.',
    deployFailed: 'Deployment failed. Please try again.',
    // Ours: the spec names no message for a deep-linking launch without its state or server.
    deepLinkMissingLaunch:
      'This page needs the deep-linking launch from Learn (state and backendUrl are missing). Please open it again from Learn.',
    missingTokenOrUuid: 'Missing access token or UUID. Please log in.',

    // LTI assignment, grade sender (§2, §5, §8)
    assignmentTitle: 'LTI Assignment',
    welcome: 'Welcome to the AI Generated LTI Assignment!',
    enrollmentRole: 'Enrollment Role',
    enrollmentFailed: 'Failed to load enrollment.',
    enrollmentsFailed: 'Failed to load enrollments.',
    missingLineItemOrBackend: 'Missing lineItemUrl or backEndUrl prop.',
    missingUuid: 'Missing uuid query parameter.',
    missingTokenUuidCourse: 'Missing access token, UUID, or course UUID. Please log in.',
    studentsCaption: 'Students',
    colName: 'Name',
    colUuid: 'UUID',
    colGrade: 'Grade',
    colStatus: 'Status',
    gradeFor: 'Grade for {name}',
    postSelected: 'Post Selected Grades',
    invalidGrades: 'All entered grades must be numbers between 0 and 100.',
    noGrades: 'No grades entered.',
    posted: 'Posted',
    failed: 'Failed',
    someFailed: 'Failed to post one or more grades.',
    // Ours: announces the outcome of a batch to screen readers (the table cells are not live).
    postedSummary: 'Posted {posted} of {total} grades.',
    // Ours: the bulk panel under the table (progress, cancel, retry of failed posts).
    postingProgress: 'Posting grades',
    cancel: 'Cancel',
    cancelled: 'Cancelled',
    retryFailed: 'Retry failed ({count})',
    loadingEnrollment: 'Loading...',
    loadingStudents: 'Loading...',
    noStudents: 'No students are enrolled in this course.',
    studentRefusal: 'This action is available only to non-student roles for this course.',
    sendScore: 'Send Score',
    sendScoreFailed: 'Failed to post score.',
  },
});
