import { defineRoutes } from '@tools/launch';
import { gradeHurdleCourseDetailsRoute } from './grade-hurdle-course-details/route.ts';
import { gradeHurdleAdminRoute } from './grade-hurdle-admin/route.ts';

/**
 * The Grade Hurdle routes: GradeHurdleCourseDetails (./grade-hurdle-course-details/) and
 * GradeHurdleAdmin (./grade-hurdle-admin/).
 */
export const routes = defineRoutes([gradeHurdleCourseDetailsRoute, gradeHurdleAdminRoute]);
