export { LaunchProvider, emptyLaunch, useLaunch } from './launch-context.ts';
export type { LaunchContext, Locale } from './launch-context.ts';
export { defineMessages, format, messagesFor, useMessages } from './messages.ts';
export type { Catalogue } from './messages.ts';
export { defineRoutes } from './tool-route.ts';
export type { Audience, ToolRoute } from './tool-route.ts';
