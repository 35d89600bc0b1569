import { defineRoute } from '@tools/launch';

export const gradeHurdleAdminRoute = defineRoute({
  route: 'GradeHurdleAdmin',
  audience: ['admin'],
  title: 'adminTitle',
  needs: [
    { params: ['token'], missing: 'missingToken' },
    { params: ['backendUrl'], missing: 'missingBackEndUrl' },
  ],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./grade-hurdle-admin-screen.tsx'),
});
