import { defineRoute } from '@tools/launch';

export const myLockerRoute = defineRoute({
  route: 'MyLocker',
  audience: ['student'],
  title: 'lockerTitle',
  needs: [{ params: ['token', 'uuid'], missing: 'missingUser' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./my-locker-screen.tsx'),
});
