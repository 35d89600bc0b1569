import { defineRoutes } from '@tools/launch';

export const routes = defineRoutes([
  {
    route: 'CourseTutorTool',
    title: 'Course Tutor',
    audience: ['student'],
    needsCourse: true,
    load: () => import('./course-tutor-tool/course-tutor-tool-screen.tsx'),
  },
]);
