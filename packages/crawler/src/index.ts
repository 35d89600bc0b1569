import { defineRoutes } from '@tools/launch';
import { courseCrawlerRoute } from './course-crawler/route.ts';

export const routes = defineRoutes([courseCrawlerRoute]);
