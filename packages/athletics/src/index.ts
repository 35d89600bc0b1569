import { defineRoutes } from '@tools/launch';
import { sportsAndStudentsRoute } from './sports-and-students/route.ts';

export const routes = defineRoutes([sportsAndStudentsRoute]);
