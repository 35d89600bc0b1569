import { defineRoutes } from '@tools/launch';

/** UploadRubric's screen comes with part 2 of issue 13; the domain is `@tools/rubrics/domain`. */
export const routes = defineRoutes([]);
