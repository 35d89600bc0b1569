import { defineRoute } from '@tools/launch';

export const myCoursesRoute = defineRoute({
  route: 'MyCourses',
  audience: ['student', 'instructor'],
  title: 'rosterTitle',
  needs: [{ params: ['token', 'uuid'], missing: 'missingTokenOrUuid' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./my-courses-screen.tsx'),
});
