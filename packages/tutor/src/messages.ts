import { defineMessages } from '@tools/launch';

export const messages = defineMessages({
  spec: {
    highTitle: 'High Scores (Grade > 90)',
    lowTitle: 'Low Scores (Grade < 75)',
    colGrade: 'Grade',
    colColumn: 'Grade Column',
    colInstructions: 'Instructions',
    colArticles: 'To Improve Your Understanding',
    empty: 'No items to display.',
    noGrade: 'No Grade Available',
    missingParams: 'Missing access token, UUID, or course UUID. Please log in.',
  },
  ours: {
    title: 'Course Tutor',
    loading: 'Loading grades…',
    noInstructions: '—',
    instructionsLoading: 'Loading instructions…',
    newTab: '(opens in a new tab)',
  },
});
