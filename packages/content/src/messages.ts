import { defineMessages } from '@tools/launch';

/** Every visible text of the content tools. Spec texts (001 §2, §5, §8; 000 §2) are word for word. */
export const messages = defineMessages({
  en_US: {
    // Shared
    missingUser: 'Missing access token or user UUID. Please try again.',
    missingCourse: 'Missing access token or course UUID. Please try again.',
    colTitle: 'Title',
    colUrl: 'URL',
    colCount: 'Count',
    colContentType: 'Content Type',
    // Not in the spec: a walk that skipped folders says so instead of looking complete.
    partialFailure: 'Some folders could not be read and were skipped: {folders}.',
    untitledFolder: 'Untitled folder',
    loadingProgress: 'Items read',

    // My Locker (001 §2.1)
    lockerTitle: 'My Locker',
    lockerLoading: 'Loading your locker…',
    lockerError: 'Error: {message}',
    homeworkTitle: 'My Homework',
    homeworkEmpty: 'No assignments found',
    coursesTitle: 'My Courses',
    coursesEmpty: 'No courses found',
    opensInNewTab: '(opens in a new tab)',
    instructorsTitle: 'My Instructors',
    instructorsEmpty: 'No instructors found',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    groupsTitle: 'My Groups',
    groupsEmpty: 'No group memberships found.',

    // Course Linkable Content (001 §2.2)
    linkableTitle: 'Course Linkable Content',
    linkableLoading: 'Loading course links…',
    linkableEmpty: 'No linkable content found.',

    // HTML Links in Course (001 §2.3)
    htmlLinksTitle: 'HTML Links in Course',
    htmlLinksLoading: 'Loading HTML links…',
    htmlLinksEmpty: 'No HTML links found in this course.',
    htmlLinksErrorHint: 'Please check your access token or course UUID and try again.',
    untitledLink: 'Untitled Link',

    // Course HTML Links, reading tracker (001 §2.4)
    trackerTitle: 'Course HTML Links',
    todoRead: 'TODO: Read article',
    read: '✓ Read',

    // Course Web Links (001 §2.5)
    webLinksTitle: 'Course Web Links',
    webLinksLoading: 'Loading web links...',
    webLinksEmpty: 'No web links found in this course.',

    // Course Content Patterns (001 §2.6, §8)
    patternsTitle: 'Course Content Patterns',
    patternsLoading: 'Loading course content patterns…',
    patternsError: 'Failed to fetch course content.',
    patternsEmpty: 'No course content found.',
    colHandlerId: 'Content Handler ID',

    // Course Content Summary (001 §2.7)
    summaryTitle: 'Course Content Summary',
    summaryLoading: 'Loading content summary…',
    summaryEmpty: 'No course content found.',

    // Instructor Courses (000 §2)
    instructorCoursesTitle: 'Instructor Courses',
    instructorCoursesLoading: 'Loading your courses…',
    instructorCoursesEmpty: 'You are not an instructor in any course.',
    colCourseId: 'Course ID',
    colName: 'Name',
    colUltra: 'Ultra',
    colAvailability: 'Availability',
    colContentItems: 'Content Items',
    available: 'Available',
    unavailable: 'Unavailable',
    typeSummaryTitle: 'Content Type Summary',
    typeSummaryFor: 'Content Type Summary: {course}',
    countLoading: 'Counting…',
    countFailed: 'Could not read content',
    noContent: 'No content in this course.',

    // Download Videos (screen not in the spec; see README)
    videosTitle: 'Course Videos',
    videosLoading: 'Loading course videos…',
    videosEmpty: 'No videos found in this course.',
    colKind: 'Kind',
    colLocation: 'Location',
    colActions: 'Actions',
    kindFile: 'Video file',
    kindLink: 'Video link',
    topLevel: 'Top level',
    open: 'Open',
    download: 'Download',
    downloading: 'Downloading…',
    downloadFailed: 'Download failed: {message}',
    downloadUnavailable: 'Download unavailable: {message}',
    attachedFile: '{title}: {file}',
  },
});
