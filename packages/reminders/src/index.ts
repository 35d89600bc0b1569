import { defineRoutes } from '@tools/launch';
import { messageCenterToolRoute } from './message-center-tool/route.ts';
import { notificationCenterToolRoute } from './notification-center-tool/route.ts';

export const routes = defineRoutes([messageCenterToolRoute, notificationCenterToolRoute]);
