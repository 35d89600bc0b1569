export {
  AUTHORIZE,
  BASE_NAV,
  BASE_NAV_PORTAL_SELECTOR,
  BASENAV_REGISTER,
  COURSE_PANEL,
  EVENT,
  HELLO,
  PORTAL_PANEL,
  PORTAL_PANEL_RESPONSE,
  PORTAL_RENDER,
  SUBSCRIBE,
  SUBSCRIPTIONS,
  UNAUTHORIZE,
  courseOfRoute,
  iframeContents,
  readUltraMessage,
} from './protocol.ts';
export type { PortalEvent, RouteEvent, UltraMessage } from './protocol.ts';
export {
  LEGACY_TOKEN_KEY,
  UEF_STORAGE_KEYS,
  courseDetailsUrlFor,
  readUefValues,
  uefValuesFor,
  writeUefValues,
} from './storage.ts';
export type { LoaderLaunch, UefValues } from './storage.ts';
export { HELLO_TIMEOUT_MS, startIntegration } from './integration.ts';
export type {
  FailureReason,
  IntegrationEnv,
  IntegrationOptions,
  IntegrationStatus,
  PortLike,
  WindowMessage,
} from './integration.ts';
export { UEF_SCRIPT_GLOBAL, UEF_SCRIPT_PATH } from './script-api.ts';
export type { UefScriptApi } from './script-api.ts';
