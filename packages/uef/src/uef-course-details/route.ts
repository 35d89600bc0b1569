import { defineRoute } from '@tools/launch';

export const uefCourseDetailsRoute = defineRoute({
  route: 'UEFCourseDetails',
  audience: ['student', 'instructor'],
  title: 'courseDetailsTitle',
  needs: [{ params: ['token', 'uuid'], missing: 'missingTokenOrUuid' }],
  // The course comes from Ultra's route (courseId) or a course launch (courseUuid): the screen checks it.
  needsCourse: true,
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./uef-course-details-screen.tsx'),
});
