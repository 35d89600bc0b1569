/** Environment variables as the config readers see them. */
export type Env = Record<string, string | undefined>;

/** An integer setting within [min, max]; a bad value is reported in `problems` and the fallback used. */
export function envInt(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    problems.push(`${name}: "${raw}" must be an integer from ${min} to ${max}`);
    return fallback;
  }
  return n;
}

/** The origin of an http(s) URL setting; a bad value is reported in `problems` and null returned. */
export function httpOrigin(name: string, raw: string, problems: string[]): string | null {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return url.origin;
  } catch {
    problems.push(`${name}: "${raw}" is not an http(s) URL`);
    return null;
  }
}
