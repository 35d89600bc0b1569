import { defineRoute } from '@tools/launch';

export const myCourseLinksRoute = defineRoute({
  route: 'MyCourseLinks',
  audience: ['student'],
  title: 'trackerTitle',
  needs: [{ params: ['token', 'courseUuid'], missing: 'missingCourse' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./my-course-links-screen.tsx'),
});
