import { defineRoute } from '@tools/launch';

export const projectDeliverablesTableRoute = defineRoute({
  route: 'ProjectDeliverablesTable',
  audience: ['instructor', 'admin'],
  title: 'title',
  needs: [{ params: ['token', 'uuid'], missing: 'missingParams' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./project-deliverables-table-screen.tsx'),
});
