import { defineRoute } from '@tools/launch';

export const courseContentLinksRoute = defineRoute({
  route: 'CourseContentLinks',
  audience: ['student', 'instructor'],
  title: 'linkableTitle',
  needs: [{ params: ['token', 'courseUuid'], missing: 'missingCourse' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./course-content-links-screen.tsx'),
});
