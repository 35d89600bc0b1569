import { defineRoutes } from '@tools/launch';

export const routes = defineRoutes([
  {
    route: 'MessageCenterTool',
    title: 'Message Center',
    audience: ['instructor'],
    needsCourse: false,
    load: () => import('./message-center-tool/message-center-screen.tsx'),
  },
  {
    route: 'NotificationCenterTool',
    title: 'Notification Center',
    audience: ['instructor'],
    needsCourse: false,
    load: () => import('./notification-center-tool/notification-center-screen.tsx'),
  },
]);
