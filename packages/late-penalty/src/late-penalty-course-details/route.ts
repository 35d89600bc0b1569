import { defineRoute } from '@tools/launch';

export const latePenaltyCourseDetailsRoute = defineRoute({
  route: 'LatePenaltyCourseDetails',
  audience: ['instructor', 'student'],
  title: 'courseTitle',
  needs: [{ params: ['token', 'uuid', 'courseUuid', 'backendUrl'], missing: 'missingParams' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./late-penalty-course-details-screen.tsx'),
});
