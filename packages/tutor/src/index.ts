import { defineRoutes } from '@tools/launch';

// Routes are added as the tools are built.
export const routes = defineRoutes([]);
