import { defineRoutes } from '@tools/launch';

export const routes = defineRoutes([
  {
    route: 'CourseCrawler',
    title: 'Course Crawler',
    audience: ['instructor'],
    needsCourse: true,
    load: () => import('./course-crawler/course-crawler-screen.tsx'),
  },
]);
