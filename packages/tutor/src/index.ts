import { defineRoutes } from '@tools/launch';
import { courseTutorToolRoute } from './course-tutor-tool/route.ts';

export const routes = defineRoutes([courseTutorToolRoute]);
