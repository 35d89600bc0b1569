import { defineRoute } from '@tools/launch';

export const uploadRubricRoute = defineRoute({
  route: 'UploadRubric',
  audience: ['admin', 'instructor'],
  title: 'title',
  needs: [{ params: ['token'], missing: 'missingToken' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./upload-rubric-screen.tsx'),
});
