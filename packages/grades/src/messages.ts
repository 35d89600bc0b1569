import { defineMessages } from '@tools/launch';

export const messages = defineMessages({
  spec: {
    title: 'Report Card',
    colColumn: 'Grade Column',
    colScore: 'Score',
    colStatus: 'Status',
    loading: 'Loading...',
    empty: 'No grades available for this course.',
    missingParams: 'Missing access token, UUID, or course UUID. Please log in.',
  },
  ours: {
    noScore: '—',
  },
});
