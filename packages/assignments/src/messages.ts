import { defineMessages } from '@tools/launch';

export const messages = defineMessages({
  spec: {
    title: 'Upcoming Assignments (Next 7 Days)',
    colTitle: 'Title',
    colCourseName: 'Course Name',
    colDueDate: 'Due Date',
    colDescription: 'Description',
    colTimeLeft: 'Time Left',
    timesUp: "Time's up!",
    empty: 'No assignments due in the next week.',
    noDescription: 'No description available',
    loading: 'Loading...',
    missingParams: 'Missing access token or UUID. Please log in.',
  },
  ours: {},
});
