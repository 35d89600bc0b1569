import { defineRoutes } from '@tools/launch';

export const routes = defineRoutes([
  {
    route: 'QuickEnroll',
    title: 'Quick Enroll',
    audience: ['admin'],
    needsCourse: false,
    load: () => import('./quick-enroll/quick-enroll-screen.tsx'),
  },
]);
