import { defineRoutes } from '@tools/launch';

export const routes = defineRoutes([
  {
    route: 'UEFBase',
    title: 'Ultra Extension Loader',
    audience: ['anyone'],
    needsCourse: false,
    load: () => import('./uef-base/uef-base-screen.tsx'),
  },
  {
    route: 'UEFBaseNav',
    title: 'Base Navigation',
    audience: ['anyone'],
    needsCourse: false,
    load: () => import('./uef-base-nav/uef-base-nav-screen.tsx'),
  },
  {
    route: 'UEFCourseDetails',
    title: 'Course Details (Ultra panel)',
    audience: ['student', 'instructor'],
    needsCourse: true,
    load: () => import('./uef-course-details/uef-course-details-screen.tsx'),
  },
]);
