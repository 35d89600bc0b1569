import { defineRoutes } from '@tools/launch';

/** CourseChatWidget joins in part 2 (widget and server endpoint); the domain is ready under `./domain`. */
export const routes = defineRoutes([]);
