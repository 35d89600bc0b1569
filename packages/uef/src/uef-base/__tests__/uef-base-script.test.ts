import { describe, expect, it, vi } from 'vitest';
import type { IntegrationStatus } from '../../domain/integration.ts';
import { uefValuesFor } from '../../domain/storage.ts';
import { installScriptApi } from '../uef-base-script.ts';

/** A framed window as uef_base.js sees it inside Ultra's integration frame. */
function framedWindow(stored: Record<string, string>) {
  const ultra = { postMessage: vi.fn() };
  const win = {
    parent: ultra,
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    setTimeout: vi.fn(() => 1),
    clearTimeout: vi.fn(),
  } as unknown as Window;
  installScriptApi(win);
  return { win, ultra, api: win.courseToolsUef! };
}

const values = uefValuesFor({
  shellOrigin: 'https://tools.example.edu',
  platformUrl: 'https://learn.example.edu',
  uuid: 'u-1',
  rawState: 'e30=',
});

describe('uef_base.js script API', () => {
  it('starts one integration per frame; a later connect takes over the status reports', () => {
    const { ultra, api } = framedWindow(values);
    const first: IntegrationStatus[] = [];
    const second: IntegrationStatus[] = [];
    api.connect({ token: 't', onStatus: (s) => first.push(s) });
    api.connect({ token: 't', onStatus: (s) => second.push(s) });
    expect(ultra.postMessage).toHaveBeenCalledTimes(1);
    expect(ultra.postMessage).toHaveBeenCalledWith({ type: 'integration:hello' }, 'https://learn.example.edu');
    expect(first).toEqual([{ kind: 'waiting' }]);
    expect(second).toEqual([{ kind: 'waiting' }]);
  });

  it('names the stored values it is missing and says hello to nobody', () => {
    const { ultra, api } = framedWindow({ platformUrl: 'https://learn.example.edu' });
    const statuses: IntegrationStatus[] = [];
    api.connect({ token: 't', onStatus: (s) => statuses.push(s) });
    expect(statuses).toEqual([
      { kind: 'failed', reason: 'missing-values', detail: 'missing uuid, baseNavUrl, courseDetailsUrl, uefState' },
    ]);
    expect(ultra.postMessage).not.toHaveBeenCalled();
  });

  it('keeps the first definition when the script runs twice', () => {
    const { win, api } = framedWindow(values);
    installScriptApi(win);
    expect(win.courseToolsUef).toBe(api);
  });
});
