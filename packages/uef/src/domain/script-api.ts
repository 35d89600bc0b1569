import type { IntegrationStatus } from './integration.ts';

/**
 * How the loader page and uef_base.js meet. The script defines `window[UEF_SCRIPT_GLOBAL]`; the
 * loader calls `connect` with the token in memory, so the token is never written to storage or
 * put in a URL for the script to find.
 */
export const UEF_SCRIPT_GLOBAL = 'courseToolsUef';

/** Where our server serves the script (it redirects to the current content-hashed file name). */
export const UEF_SCRIPT_PATH = '/uef/uef_base.js';

export interface UefScriptApi {
  connect(options: { token: string; onStatus: (status: IntegrationStatus) => void }): void;
}

declare global {
  interface Window {
    [UEF_SCRIPT_GLOBAL]?: UefScriptApi;
  }
}
