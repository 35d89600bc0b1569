/**
 * Entry of uef_base.js (our server bundles and serves it; see packages/uef/src/server). It runs in
 * the loader page inside Ultra's hidden integration frame: non-secret values come from local
 * storage (the loader wrote them; where the frame's storage is blocked, from the page memory
 * web-storage.ts keeps on the window), the token from the loader's `connect` call, in memory.
 */
import { webStorage } from '@tools/ui/web-storage';
import { startIntegration, type IntegrationEnv, type IntegrationStatus } from '../domain/integration.ts';
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

/**
 * One connection per frame. A second `connect` (the loader re-rendered, or React's development
 * double effect) only takes over the status reports and hears the latest one again.
 */
export function installScriptApi(win: Window): void {
  if (win[UEF_SCRIPT_GLOBAL]) return;
  let started = false;
  let report: ((status: IntegrationStatus) => void) | null = null;
  let last: IntegrationStatus | null = null;
  win[UEF_SCRIPT_GLOBAL] = {
    connect({ token, onStatus }) {
      report = onStatus;
      if (last) onStatus(last);
      if (started) return;
      const values = readUefValues(webStorage('local', win));
      if ('missing' in values) {
        onStatus({ kind: 'failed', reason: 'missing-values', detail: `missing ${values.missing.join(', ')}` });
        return;
      }
      started = true;
      startIntegration({
        env: browserEnv(win),
        values,
        token,
        onStatus: (status) => {
          last = status;
          report?.(status);
        },
      });
    },
  };
}

if (typeof window !== 'undefined') installScriptApi(window);
