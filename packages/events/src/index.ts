import { defineRoutes } from '@tools/launch';
import { eventPublicationToolRoute } from './event-publication-tool/route.ts';

export const routes = defineRoutes([eventPublicationToolRoute]);
