/**
 * Spec 000's "Save to Cloud" of `{headers, rows, meta}`: where the server forwards a snapshot
 * (read from the environment by `loadConfig` only). The bearer, when the receiver needs one,
 * is server config (DELIVERABLES_SAVE_TOKEN) rather than the original's localStorage `pd_token`:
 * tokens are never kept in the browser.
 */
export interface SaveUrlConfig {
  url: string;
  token: string | null;
  timeoutMs: number;
}

type Env = Record<string, string | undefined>;

/** DELIVERABLES_SAVE_URL; in sandbox mode (no LTI_PLATFORMS) the sandbox's receiver; else off. */
export function saveUrlConfig(env: Env, sandbox: string, problems: string[]): SaveUrlConfig | null {
  const url = env.DELIVERABLES_SAVE_URL?.trim();
  const token = env.DELIVERABLES_SAVE_TOKEN?.trim() || null;
  if (!url) return env.LTI_PLATFORMS?.trim() ? null : { url: `${sandbox}/deliverables-save`, token, timeoutMs: 15_000 };
  if (!/^https?:\/\/[^/\s]+/.test(url)) problems.push('DELIVERABLES_SAVE_URL: must be an http(s) URL');
  return { url, token, timeoutMs: 15_000 };
}
