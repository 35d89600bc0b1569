import { defineRoutes } from '@tools/launch';
import { deepLinkToolRoute } from './deep-link-tool/route.ts';
import { ltiAssignmentRoute } from './lti-assignment/route.ts';

export const routes = defineRoutes([deepLinkToolRoute, ltiAssignmentRoute]);
