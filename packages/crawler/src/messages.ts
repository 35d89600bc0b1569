import { defineMessages } from '@tools/launch';

export const messages = defineMessages({
  spec: {
    title: 'Course Crawler',
    expandAll: 'Expand all',
    collapseAll: 'Collapse all',
    missingParams: 'Missing access token or course UUID. Please provide both.',
    loadContentsFailed: 'Failed to load course contents.',
    loadQuestionsFailed: 'Failed to load questions.',
  },
  ours: {
    treeLabel: 'Course content',
    loading: 'Loading course contents…',
    loadingChildren: 'Loading…',
    expanding: 'Expanding…',
    empty: 'This course has no content yet.',
    emptyFolder: 'This folder is empty.',
    noQuestions: 'This assessment has no questions.',
    folderSkipped: 'The contents of this folder could not be loaded and were skipped.',
    skippedSummary: '{count} folder(s) could not be loaded and were skipped.',
    points: '{points} pts',
    answersLabel: 'Answers',
    correctAnswer: 'Correct answer',
  },
});
