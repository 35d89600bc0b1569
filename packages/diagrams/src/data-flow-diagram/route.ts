import { defineRoute } from '@tools/launch';

export const dataFlowDiagramRoute = defineRoute({
  route: 'DataFlowDiagram',
  audience: ['anyone'],
  title: 'dataFlowTitle',
  needs: [],
  learn: false,
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./data-flow-diagram-screen.tsx'),
});
