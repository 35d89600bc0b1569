import { defineRoute } from '@tools/launch';

export const latePenaltyRulesAdminRoute = defineRoute({
  route: 'LatePenaltyRulesAdmin',
  audience: ['admin'],
  title: 'adminTitle',
  needs: [{ params: ['token', 'backendUrl'], missing: 'missingParams' }],
  texts: () => import('../admin-messages.ts').then((mod) => mod.adminMessages),
  load: () => import('./late-penalty-rules-admin-screen.tsx'),
});
