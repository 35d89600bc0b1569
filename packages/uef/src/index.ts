import { defineRoutes } from '@tools/launch';
import { uefBaseRoute } from './uef-base/route.ts';
import { uefBaseNavRoute } from './uef-base-nav/route.ts';
import { uefCourseDetailsRoute } from './uef-course-details/route.ts';

export const routes = defineRoutes([uefBaseRoute, uefBaseNavRoute, uefCourseDetailsRoute]);
