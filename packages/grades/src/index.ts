import { defineRoutes } from '@tools/launch';
import { reportCardRoute } from './report-card/route.ts';

export const routes = defineRoutes([reportCardRoute]);
