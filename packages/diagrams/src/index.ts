import { defineRoutes } from '@tools/launch';

/** Route values from spec §1; neither tool needs a course, a token or any Learn call. */
export const routes = defineRoutes([
  {
    route: 'DataFlowDiagram',
    title: 'Data Flow Diagram',
    audience: ['anyone'],
    needsCourse: false,
    load: () => import('./data-flow-diagram/data-flow-diagram-screen.tsx'),
  },
  {
    route: 'ContextDiagram',
    title: 'Context Diagram',
    audience: ['anyone'],
    needsCourse: false,
    load: () => import('./context-diagram/context-diagram-screen.tsx'),
  },
]);
