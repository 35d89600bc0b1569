import { defineRoutes } from '@tools/launch';

export const routes = defineRoutes([
  {
    route: 'UploadRubric',
    title: 'D2L to Blackboard Rubrics Migration Tool',
    audience: ['admin', 'instructor'],
    needsCourse: false,
    load: () => import('./upload-rubric/upload-rubric-screen.tsx'),
  },
]);
