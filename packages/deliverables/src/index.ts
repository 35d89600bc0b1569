import { defineRoutes } from '@tools/launch';

export const routes = defineRoutes([
  {
    route: 'ProjectDeliverablesTable',
    title: 'Technical Innovations Portfolio Deliverables',
    audience: ['instructor', 'admin'],
    needsCourse: false,
    load: () => import('./project-deliverables-table/project-deliverables-table-screen.tsx'),
  },
]);
