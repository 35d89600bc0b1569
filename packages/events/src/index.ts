import { defineRoutes } from '@tools/launch';

export const routes = defineRoutes([
  {
    route: 'EventPublicationTool',
    title: 'Event Management Tool',
    audience: ['instructor', 'admin'],
    needsCourse: false,
    load: () => import('./event-publication-tool/event-publication-screen.tsx'),
  },
]);
