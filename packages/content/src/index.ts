import { defineRoutes } from '@tools/launch';
import { myLockerRoute } from './my-locker/route.ts';
import { courseContentLinksRoute } from './course-content-links/route.ts';
import { courseLinksRoute } from './course-links/route.ts';
import { myCourseLinksRoute } from './my-course-links/route.ts';
import { myCourseWebLinksRoute } from './my-course-web-links/route.ts';
import { courseContentPatternsRoute } from './course-content-patterns/route.ts';
import { courseContentSummaryRoute } from './course-content-summary/route.ts';
import { instructorCoursesRoute } from './instructor-courses/route.ts';
import { downloadVideosRoute } from './download-videos/route.ts';

export const routes = defineRoutes([
  myLockerRoute,
  courseContentLinksRoute,
  courseLinksRoute,
  myCourseLinksRoute,
  myCourseWebLinksRoute,
  courseContentPatternsRoute,
  courseContentSummaryRoute,
  instructorCoursesRoute,
  downloadVideosRoute,
]);
