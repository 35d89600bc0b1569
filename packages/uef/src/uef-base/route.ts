import { defineRoute } from '@tools/launch';

export const uefBaseRoute = defineRoute({
  route: 'UEFBase',
  audience: ['anyone'],
  title: 'loaderTitle',
  needs: [{ params: ['token', 'uuid'], missing: 'missingTokenOrUuid' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./uef-base-screen.tsx'),
});
