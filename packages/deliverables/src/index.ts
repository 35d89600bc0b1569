import { defineRoutes } from '@tools/launch';
import { projectDeliverablesTableRoute } from './project-deliverables-table/route.ts';

export const routes = defineRoutes([projectDeliverablesTableRoute]);
