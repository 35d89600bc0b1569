import { defineRoutes } from '@tools/launch';
import { quickEnrollRoute } from './quick-enroll/route.ts';

export const routes = defineRoutes([quickEnrollRoute]);
