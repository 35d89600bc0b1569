import { defineRoute } from '@tools/launch';

export const gradeHurdleCourseDetailsRoute = defineRoute({
  route: 'GradeHurdleCourseDetails',
  audience: ['instructor', 'student'],
  title: 'courseTitle',
  needs: [
    { params: ['token', ['courseId', 'courseUuid']], missing: 'missingTokenOrCourse' },
    { params: ['uuid'], missing: 'missingUserUuid' },
  ],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./grade-hurdle-course-details-screen.tsx'),
});
