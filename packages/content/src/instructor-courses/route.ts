import { defineRoute } from '@tools/launch';

export const instructorCoursesRoute = defineRoute({
  route: 'InstructorCourses',
  audience: ['instructor'],
  title: 'instructorCoursesTitle',
  needs: [{ params: ['token', 'uuid'], missing: 'missingUser' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./instructor-courses-screen.tsx'),
});
