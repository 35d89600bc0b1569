import { defineRoute } from '@tools/launch';

export const messageCenterToolRoute = defineRoute({
  route: 'MessageCenterTool',
  audience: ['instructor'],
  title: 'messageTitle',
  needs: [{ params: ['token', 'uuid'], missing: 'missingParams' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./message-center-tool-screen.tsx'),
});
