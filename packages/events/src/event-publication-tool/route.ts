import { defineRoute } from '@tools/launch';

export const eventPublicationToolRoute = defineRoute({
  route: 'EventPublicationTool',
  audience: ['instructor', 'admin'],
  title: 'title',
  needs: [{ params: ['token', 'uuid'], missing: 'missingParams' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./event-publication-tool-screen.tsx'),
});
