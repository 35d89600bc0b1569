import { defineRoutes } from '@tools/launch';

export { messages } from './messages.ts';
export type { Messages } from './messages.ts';

/**
 * The Grade Hurdle routes: GradeHurdleCourseDetails (./grade-hurdle-course-details/) and
 * GradeHurdleAdmin (./grade-hurdle-admin/).
 */
export const routes = defineRoutes([
  {
    route: 'GradeHurdleCourseDetails',
    title: 'Grade Hurdle',
    audience: ['instructor', 'student'],
    needsCourse: true,
    load: () => import('./grade-hurdle-course-details/grade-hurdle-course-details-screen.tsx'),
  },
  {
    route: 'GradeHurdleAdmin',
    title: 'Grade Hurdle Admin',
    audience: ['admin'],
    needsCourse: false,
    load: () => import('./grade-hurdle-admin/grade-hurdle-admin-screen.tsx'),
  },
]);
