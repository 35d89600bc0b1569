import { DEMO } from '@tools/sandbox';
import type { sandboxApp, SandboxPersona } from './sandbox-app.ts';

/**
 * Requests that all carry ONE token of a persona (sandboxApp's `call` issues a new token per
 * request, so the server's 60 s identity cache never answers for it). With one token, a test
 * can show what the cache answers and what is asked of Learn again, e.g. after a role is revoked.
 */
export function keptToken(app: ReturnType<typeof sandboxApp>, persona: SandboxPersona, site = 'https://learn.test') {
  const sandbox = app.sandboxes.get(site)!;
  const token = sandbox.state.issueToken(DEMO.users[persona].id, { token: `kept-${persona}-${crypto.randomUUID()}` });
  const user = sandbox.state.store.userById(DEMO.users[persona].id)!;
  const send = (method: string, path: string, body?: unknown) =>
    app.app.request(path, {
      method,
      headers: {
        'X-Learn-Platform': site,
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  /** Takes an institution role away in Learn (the sandbox's user record). */
  const revoke = (role: string) => {
    user.institutionRoleIds = user.institutionRoleIds.filter((r) => r !== role);
  };
  /** Takes a system role away in Learn. */
  const revokeSystemRole = (role: string) => {
    user.systemRoleIds = user.systemRoleIds.filter((r) => r !== role);
  };
  return { send, revoke, revokeSystemRole };
}
