import { defineRoutes } from '@tools/launch';

export const routes = defineRoutes([
  {
    route: 'SetCategory',
    title: 'Set Category for Filtered Courses',
    audience: ['admin'],
    needsCourse: false,
    load: () => import('./set-category/set-category-screen.tsx'),
  },
]);
