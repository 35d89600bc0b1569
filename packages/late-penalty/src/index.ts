import { defineRoutes } from '@tools/launch';

export const routes = defineRoutes([
  {
    route: 'LatePenaltyRulesAdmin',
    title: 'Late Penalty Rules Admin',
    audience: ['admin'],
    needsCourse: false,
    load: () => import('./rules-admin/rules-admin-screen.tsx'),
  },
  {
    route: 'LatePenaltyCourseDetails',
    title: 'Late Penalties',
    audience: ['instructor', 'student'],
    needsCourse: true,
    load: () => import('./course-details/course-details-screen.tsx'),
  },
]);
