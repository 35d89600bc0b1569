import { defineRoutes } from '@tools/launch';

export { messages } from './messages.ts';
export type { Messages } from './messages.ts';

/**
 * The Grade Hurdle routes. Each screen adds its entry when it is built:
 * GradeHurdleAdmin loads ./grade-hurdle-admin/, GradeHurdleCourseDetails loads
 * ./grade-hurdle-course-details/. Until then the shell shows its "not available" page for both.
 */
export const routes = defineRoutes([
  {
    route: 'GradeHurdleAdmin',
    title: 'Grade Hurdle Admin',
    audience: ['admin'],
    needsCourse: false,
    load: () => import('./grade-hurdle-admin/grade-hurdle-admin-screen.tsx'),
  },
]);
