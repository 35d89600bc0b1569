import { defineRoutes } from '@tools/launch';
import { assignmentsRoute } from './assignments/route.ts';

export const routes = defineRoutes([assignmentsRoute]);
