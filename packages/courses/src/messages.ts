import { defineMessages } from '@tools/launch';

export const messages = defineMessages({
  spec: {
    rosterTitle: 'My Course Roster',
    colCourseId: 'Course ID',
    colCourseName: 'Course Name',
    colUltraStatus: 'Ultra Status',
    colRole: 'Membership Role',
    colAvailability: 'Availability',
    colExternalAccess: 'External Access',
    openCourse: 'Open Course',
    notApplicable: 'N/A',
    available: 'Available',
    unavailable: 'Unavailable',
    loading: 'Loading...',
    rosterLoginHint: 'Please start the login process by accessing the provided login link.',
    missingTokenOrUuid: 'Missing access token or UUID. Please log in.',
    detailsTitle: 'Course Details',
    field: 'Field',
    value: 'Value',
    courseName: 'Course Name',
    courseId: 'Course ID',
    startDate: 'Start Date',
    missingTokenOrCourse: 'Missing access token or course UUID. Please try again.',
  },
  ours: {
    rosterEmpty: 'You are not enrolled in any courses.',
  },
});
