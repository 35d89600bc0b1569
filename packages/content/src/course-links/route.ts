import { defineRoute } from '@tools/launch';

export const courseLinksRoute = defineRoute({
  route: 'CourseLinks',
  audience: ['student', 'instructor'],
  title: 'htmlLinksTitle',
  needs: [{ params: ['token', 'courseUuid'], missing: 'missingCourse' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./course-links-screen.tsx'),
});
