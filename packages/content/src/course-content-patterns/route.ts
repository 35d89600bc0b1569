import { defineRoute } from '@tools/launch';

export const courseContentPatternsRoute = defineRoute({
  route: 'CourseContentPatterns',
  audience: ['instructor'],
  title: 'patternsTitle',
  needs: [{ params: ['token', 'courseUuid'], missing: 'missingCourse' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./course-content-patterns-screen.tsx'),
});
