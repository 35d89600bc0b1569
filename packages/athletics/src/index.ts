import { defineRoutes } from '@tools/launch';

export const routes = defineRoutes([
  {
    route: 'SportsAndStudents',
    title: 'Student Athletic Details',
    audience: ['admin'],
    needsCourse: false,
    load: () => import('./sports-and-students/sports-and-students-screen.tsx'),
  },
]);
