import { createSandbox } from '../app.ts';
import type { SandboxOptions } from '../options.ts';
import { DEMO } from '../seed/demo.ts';

/** A fixed instant so seeded dates are stable in assertions. */
export const NOW = Date.parse('2026-03-02T12:00:00.000Z');
export const API = '/learn/api/public';

export type Persona = 'student' | 'student2' | 'instructor' | 'instructor2' | 'instructor3' | 'admin';

export function setup(options: SandboxOptions = {}) {
  let clockNow = NOW;
  const sandbox = createSandbox({ now: NOW, clock: () => clockNow, ...options });
  const tokens = new Map<string, string>();
  const tokenFor = (persona: Persona) => {
    if (!tokens.has(persona)) tokens.set(persona, sandbox.state.issueToken(DEMO.users[persona].id));
    return tokens.get(persona)!;
  };
  /** A request as a persona (or with no token when persona is null). */
  const call = async (
    persona: Persona | null,
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (persona) headers.Authorization = `Bearer ${tokenFor(persona)}`;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await sandbox.app.request(path.startsWith('/') ? path : `${API}/${path}`, {
      method: init.method ?? 'GET',
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const json: any = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
    return { status: res.status, json, text, headers: res.headers };
  };
  return {
    ...sandbox,
    call,
    tokenFor,
    advance: (ms: number) => {
      clockNow += ms;
    },
  };
}
