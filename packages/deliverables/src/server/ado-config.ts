/** Azure DevOps for the deliverables tracker's work-item sync (read from the environment by `loadConfig` only). */
export interface AdoConfig {
  /** Organisation URL, e.g. `https://dev.azure.com/contoso`. */
  orgUrl: string;
  project: string;
  /** Personal access token (Work Items: Read). Sent only to orgUrl, never to the browser. */
  pat: string;
  timeoutMs: number;
  /** How long a work item is reused before ADO is asked again. */
  cacheSeconds: number;
}

type Env = Record<string, string | undefined>;

/**
 * ADO_ORG_URL + ADO_PROJECT + ADO_PAT select a real Azure DevOps. Without them, in sandbox mode
 * (no LTI_PLATFORMS) the sandbox's fake ADO is used, so the demo works offline; otherwise the
 * sync is off (the endpoint says so).
 */
export function adoConfig(env: Env, sandbox: string, problems: string[]): AdoConfig | null {
  const orgUrl = env.ADO_ORG_URL?.trim().replace(/\/+$/, '');
  const timeoutMs = Number(env.ADO_TIMEOUT_MS ?? 8000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 500 || timeoutMs > 60_000) {
    problems.push(`ADO_TIMEOUT_MS: "${env.ADO_TIMEOUT_MS}" must be an integer from 500 to 60000`);
  }
  const cacheSeconds = Number(env.ADO_CACHE_SECONDS ?? 60);
  if (!Number.isInteger(cacheSeconds) || cacheSeconds < 0 || cacheSeconds > 3600) {
    problems.push(`ADO_CACHE_SECONDS: "${env.ADO_CACHE_SECONDS}" must be an integer from 0 to 3600`);
  }
  if (!orgUrl) {
    if (env.LTI_PLATFORMS?.trim()) return null;
    return { orgUrl: `${sandbox}/ado/sandbox-org`, project: 'Portfolio', pat: 'sandbox-pat', timeoutMs, cacheSeconds };
  }
  if (!/^https?:\/\/[^/\s]+/.test(orgUrl)) problems.push('ADO_ORG_URL: must be an http(s) URL');
  const project = env.ADO_PROJECT?.trim() ?? '';
  const pat = env.ADO_PAT?.trim() ?? '';
  if (!project) problems.push('ADO_PROJECT: required when ADO_ORG_URL is set');
  if (!pat) problems.push('ADO_PAT: required when ADO_ORG_URL is set');
  return { orgUrl, project, pat, timeoutMs, cacheSeconds };
}
