import { defineRoute } from '@tools/launch';

export const showUserInfoRoute = defineRoute({
  route: 'ShowUserInfo',
  audience: ['student', 'instructor', 'admin'],
  title: 'title',
  needs: [{ params: ['token', 'uuid'], missing: 'missingParams' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./show-user-info-screen.tsx'),
});
