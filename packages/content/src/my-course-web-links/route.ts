import { defineRoute } from '@tools/launch';

export const myCourseWebLinksRoute = defineRoute({
  route: 'MyCourseWebLinks',
  audience: ['student', 'instructor'],
  title: 'webLinksTitle',
  needs: [{ params: ['token', 'courseUuid'], missing: 'missingCourse' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./my-course-web-links-screen.tsx'),
});
