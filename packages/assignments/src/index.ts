import { defineRoutes } from '@tools/launch';

export const routes = defineRoutes([
  {
    route: 'Assignments',
    title: 'Upcoming Assignments (Next 7 Days)',
    audience: ['student', 'instructor'],
    needsCourse: false,
    load: () => import('./assignments/assignments-screen.tsx'),
  },
]);
