import { defineRoute } from '@tools/launch';

export const latePenaltyRulesAdminRoute = defineRoute({
  route: 'LatePenaltyRulesAdmin',
  audience: ['admin'],
  title: 'adminTitle',
  needs: [{ params: ['token', 'backendUrl'], missing: 'missingParams' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./late-penalty-rules-admin-screen.tsx'),
});
