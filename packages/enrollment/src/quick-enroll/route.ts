import { defineRoute } from '@tools/launch';

export const quickEnrollRoute = defineRoute({
  route: 'QuickEnroll',
  audience: ['admin'],
  title: 'title',
  needs: [{ params: ['token', 'uuid'], missing: 'missingParams' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./quick-enroll-screen.tsx'),
});
