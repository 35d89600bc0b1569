import { defineRoute } from '@tools/launch';

export const uefBaseNavRoute = defineRoute({
  route: 'UEFBaseNav',
  audience: ['anyone'],
  title: 'baseNavTitle',
  needs: [{ params: ['token', 'uuid'], missing: 'missingTokenOrUuid' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./uef-base-nav-screen.tsx'),
});
