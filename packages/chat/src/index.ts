import { defineRoutes } from '@tools/launch';

export const routes = defineRoutes([
  {
    route: 'CourseChatWidget',
    title: 'Course AI Assistant',
    audience: ['student', 'instructor'],
    needsCourse: true,
    load: () => import('./course-chat-widget/course-chat-widget-screen.tsx'),
  },
]);
