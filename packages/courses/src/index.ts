import { defineRoutes } from '@tools/launch';
import { myCoursesRoute } from './my-courses/route.ts';
import { courseDetailsRoute } from './course-details/route.ts';

export const routes = defineRoutes([myCoursesRoute, courseDetailsRoute]);
