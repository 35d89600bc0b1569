import { defineRoutes } from '@tools/launch';

export const routes = defineRoutes([
  {
    route: 'ShowUserInfo',
    title: 'User Information',
    audience: ['student', 'instructor', 'admin'],
    needsCourse: false,
    load: () => import('./show-user-info/show-user-info-screen.tsx'),
  },
]);
