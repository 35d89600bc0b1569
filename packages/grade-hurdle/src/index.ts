import { defineRoutes } from '@tools/launch';

export { messages } from './messages.ts';
export type { Messages } from './messages.ts';

/** The Grade Hurdle routes: the admin tool and the course tool. */
export const routes = defineRoutes([
  {
    route: 'GradeHurdleAdmin',
    title: 'Grade Hurdle Admin',
    audience: ['admin'],
    needsCourse: false,
    load: () => import('./grade-hurdle-admin/grade-hurdle-admin-screen.tsx'),
  },
  {
    route: 'GradeHurdleCourseDetails',
    title: 'Grade Hurdle',
    audience: ['instructor', 'student'],
    needsCourse: true,
    load: () => import('./grade-hurdle-course-details/grade-hurdle-course-details-screen.tsx'),
  },
]);
