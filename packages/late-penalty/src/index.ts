import { defineRoutes } from '@tools/launch';

export const routes = defineRoutes([
  {
    route: 'LatePenaltyRulesAdmin',
    title: 'Late Penalty Rules Admin',
    audience: ['admin'],
    needsCourse: false,
    load: () => import('./late-penalty-rules-admin/late-penalty-rules-admin-screen.tsx'),
  },
  {
    route: 'LatePenaltyCourseDetails',
    title: 'Late Penalties',
    audience: ['instructor', 'student'],
    needsCourse: true,
    load: () => import('./late-penalty-course-details/late-penalty-course-details-screen.tsx'),
  },
]);
