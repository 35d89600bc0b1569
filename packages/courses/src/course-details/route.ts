import { defineRoute } from '@tools/launch';

export const courseDetailsRoute = defineRoute({
  route: 'CourseDetails',
  audience: ['student', 'instructor'],
  title: 'detailsTitle',
  needs: [{ params: ['token', 'courseUuid'], missing: 'missingTokenOrCourse' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./course-details-screen.tsx'),
});
