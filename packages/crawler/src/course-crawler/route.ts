import { defineRoute } from '@tools/launch';

export const courseCrawlerRoute = defineRoute({
  route: 'CourseCrawler',
  audience: ['instructor'],
  title: 'title',
  needs: [{ params: ['token', 'courseUuid'], missing: 'missingParams' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./course-crawler-screen.tsx'),
});
