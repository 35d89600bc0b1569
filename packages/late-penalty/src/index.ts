import { defineRoutes } from '@tools/launch';
import { latePenaltyRulesAdminRoute } from './late-penalty-rules-admin/route.ts';
import { latePenaltyCourseDetailsRoute } from './late-penalty-course-details/route.ts';

export const routes = defineRoutes([latePenaltyRulesAdminRoute, latePenaltyCourseDetailsRoute]);
