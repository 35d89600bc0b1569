import { defineRoute } from '@tools/launch';

export const courseTutorToolRoute = defineRoute({
  route: 'CourseTutorTool',
  audience: ['student'],
  title: 'title',
  needs: [{ params: ['token', 'uuid', 'courseUuid'], missing: 'missingParams' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./course-tutor-tool-screen.tsx'),
});
