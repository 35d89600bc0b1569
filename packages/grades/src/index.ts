import { defineRoutes } from '@tools/launch';

export const routes = defineRoutes([
  {
    route: 'ReportCard',
    title: 'Report Card',
    audience: ['student', 'instructor'],
    needsCourse: true,
    load: () => import('./report-card/report-card-screen.tsx'),
  },
]);
