import { defineRoute } from '@tools/launch';

export const reportCardRoute = defineRoute({
  route: 'ReportCard',
  audience: ['student', 'instructor'],
  title: 'title',
  needs: [{ params: ['token', 'uuid', 'courseUuid'], missing: 'missingParams' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./report-card-screen.tsx'),
});
