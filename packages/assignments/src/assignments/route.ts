import { defineRoute } from '@tools/launch';

export const assignmentsRoute = defineRoute({
  route: 'Assignments',
  audience: ['student', 'instructor'],
  title: 'title',
  needs: [{ params: ['token', 'uuid'], missing: 'missingParams' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./assignments-screen.tsx'),
});
