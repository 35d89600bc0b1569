import { defineMessages } from '@tools/launch';

/**
 * Spec 000 quotes no UEF texts except the missing-parameter messages it uses for every tool
 * (`spec`); the rest is our wording (`ours`, package README).
 */
export const messages = defineMessages({
  spec: {
    missingTokenOrUuid: 'Missing access token or UUID. Please log in.',
    missingTokenOrCourse: 'Missing access token or course UUID. Please try again.',
  },
  ours: {
    loaderTitle: 'Ultra Extension Loader',
    baseNavTitle: 'Base Navigation',
    courseDetailsTitle: 'Course Details',
    missingBackend:
      'This launch does not say which Course Tools server to use (backendUrl is missing from the state parameter). Please open the tool again from Ultra.',
    loading: 'Loading...',
    connecting: 'Connecting to Ultra...',
    waiting: 'Waiting for Ultra to answer...',
    authorized: 'Authorized with Ultra. Registering Course Tools...',
    registered:
      'Course Tools is connected to Ultra: the Course Tools entry is in the base navigation, and a Course Tools panel opens in your courses.',
    outsideUltraTitle: 'This page runs inside Ultra',
    aboutLoader:
      "This is the Course Tools loader for Blackboard Ultra (Ultra Extension Framework). Ultra opens it in a hidden frame when you sign in; from there it adds the Course Tools entry to Ultra's base navigation and a Course Tools panel to your courses. It is not a tool to open on its own.",
    notInUltra:
      'It was opened outside Ultra, so there is nothing to connect to here. Sign in to Ultra to use Course Tools. An administrator adds this loader to Ultra as an Ultra extension placement of Course Tools.',
    noAnswerOutsideUltra:
      'No Ultra answered this page. If it is open in Ultra, reload Ultra and try again; if it was opened from a course link or another page, it is not in Ultra.',
    missingValues: 'The loader could not read its settings from local storage ({detail}). Reload Ultra and try again.',
    unauthorized: 'Ultra did not accept the authorization: {detail}',
    registrationRefused: 'Ultra did not accept the base navigation entry: {detail}',
    noDetail: 'no reason given',
    scriptFailed: 'The Ultra integration script could not be loaded from {url}.',
    welcome: 'Welcome, {name}!',
    baseNavIntro: 'Course Tools is available throughout Ultra. Open a course to see its Course Tools panel.',
    courseIntro: 'Course Tools for this course.',
    name: 'Name',
    userName: 'User Name',
    email: 'Email',
    courseName: 'Course Name',
    courseId: 'Course ID',
    notAvailable: 'Not Available',
  },
});
