import { defineRoutes } from '@tools/launch';
import { courseChatWidgetRoute } from './course-chat-widget/route.ts';

export const routes = defineRoutes([courseChatWidgetRoute]);
