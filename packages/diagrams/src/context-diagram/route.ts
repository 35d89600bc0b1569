import { defineRoute } from '@tools/launch';

export const contextDiagramRoute = defineRoute({
  route: 'ContextDiagram',
  audience: ['anyone'],
  title: 'contextTitle',
  needs: [],
  learn: false,
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./context-diagram-screen.tsx'),
});
