import { defineRoutes } from '@tools/launch';
import { showUserInfoRoute } from './show-user-info/route.ts';

export const routes = defineRoutes([showUserInfoRoute]);
