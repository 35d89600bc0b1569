import { defineRoute } from '@tools/launch';

export const courseChatWidgetRoute = defineRoute({
  route: 'CourseChatWidget',
  audience: ['student', 'instructor'],
  title: 'title',
  needs: [],
  learn: false,
  needsCourse: true,
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./course-chat-widget-screen.tsx'),
});
