/**
 * Entry of uef_base.js (our server bundles and serves it; see apps/server/src/uef). It runs in
 * the loader page inside Ultra's hidden integration frame: non-secret values come from local
 * storage (the loader wrote them), the token from the loader's `connect` call, in memory.
 */
import { startIntegration, type IntegrationEnv } from '../domain/integration.ts';
import { UEF_SCRIPT_GLOBAL } from '../domain/script-api.ts';
import { readUefValues } from '../domain/storage.ts';

export function browserEnv(win: Window): IntegrationEnv {
  return {
    ultra: win.parent !== win ? win.parent : null,
    listen(listener) {
      const handler = (event: MessageEvent) =>
        listener({ data: event.data, origin: event.origin, source: event.source, ports: event.ports });
      win.addEventListener('message', handler);
      return () => win.removeEventListener('message', handler);
    },
    setTimeout: (fn, ms) => win.setTimeout(fn, ms),
    clearTimeout: (handle) => win.clearTimeout(handle as number),
  };
}

/** One connection per frame: a second `connect` (a re-render of the loader) is ignored. */
export function installScriptApi(win: Window): void {
  if (win[UEF_SCRIPT_GLOBAL]) return;
  let connected = false;
  win[UEF_SCRIPT_GLOBAL] = {
    connect({ token, onStatus }) {
      if (connected) return;
      const values = readUefValues(win.localStorage);
      if ('missing' in values) {
        onStatus({ kind: 'failed', reason: 'missing-values', detail: `missing ${values.missing.join(', ')}` });
        return;
      }
      connected = true;
      startIntegration({ env: browserEnv(win), values, token, onStatus });
    },
  };
}

if (typeof window !== 'undefined') installScriptApi(window);
