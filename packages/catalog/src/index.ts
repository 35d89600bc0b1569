import { defineRoutes } from '@tools/launch';
import { setCategoryRoute } from './set-category/route.ts';

export const routes = defineRoutes([setCategoryRoute]);
