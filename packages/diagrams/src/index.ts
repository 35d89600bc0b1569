import { defineRoutes } from '@tools/launch';
import { dataFlowDiagramRoute } from './data-flow-diagram/route.ts';
import { contextDiagramRoute } from './context-diagram/route.ts';

/** Route values from spec §1; neither tool needs a course, a token or any Learn call. */
export const routes = defineRoutes([dataFlowDiagramRoute, contextDiagramRoute]);
