import { defineRoute } from '@tools/launch';

export const courseContentSummaryRoute = defineRoute({
  route: 'CourseContentSummary',
  audience: ['instructor'],
  title: 'summaryTitle',
  needs: [{ params: ['token', 'courseUuid'], missing: 'missingCourse' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./course-content-summary-screen.tsx'),
});
