import { defineRoute } from '@tools/launch';

export const notificationCenterToolRoute = defineRoute({
  route: 'NotificationCenterTool',
  audience: ['instructor'],
  title: 'notificationTitle',
  needs: [{ params: ['token', 'uuid'], missing: 'missingParams' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./notification-center-tool-screen.tsx'),
});
