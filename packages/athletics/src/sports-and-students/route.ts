import { defineRoute } from '@tools/launch';

export const sportsAndStudentsRoute = defineRoute({
  route: 'SportsAndStudents',
  audience: ['admin'],
  title: 'title',
  needs: [{ params: ['token'], missing: 'missingParams' }],
  learn: false,
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./sports-and-students-screen.tsx'),
});
