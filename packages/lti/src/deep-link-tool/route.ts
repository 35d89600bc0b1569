import { defineRoute } from '@tools/launch';

export const deepLinkToolRoute = defineRoute({
  route: 'DeepLinkTool',
  audience: ['instructor'],
  title: 'deepLinkTitle',
  needs: [{ params: ['token'], missing: 'missingTokenOrUuid' }],
  learn: false,
  needsCourse: true,
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./deep-link-tool-screen.tsx'),
});
