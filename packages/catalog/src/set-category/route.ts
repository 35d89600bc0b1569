import { defineRoute } from '@tools/launch';

export const setCategoryRoute = defineRoute({
  route: 'SetCategory',
  audience: ['admin'],
  title: 'title',
  needs: [{ params: ['token'], missing: 'missingToken' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./set-category-screen.tsx'),
});
