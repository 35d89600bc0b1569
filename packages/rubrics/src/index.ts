import { defineRoutes } from '@tools/launch';
import { uploadRubricRoute } from './upload-rubric/route.ts';

export const routes = defineRoutes([uploadRubricRoute]);
