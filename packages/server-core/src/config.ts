import * as v from 'valibot';
import { envInt, httpOrigin as origin, type Env } from './config-env.ts';
import { courseCacheConfig, type CourseCacheConfig } from './course-cache/course-cache-config.ts';
import { LOG_LEVELS, type LogLevel } from './log.ts';
import { configureModules, type ConfiguredModule, type ServerModule } from './module.ts';
import { PlatformRegistration } from './platform-registration.ts';

export type { PlatformRegistration } from './platform-registration.ts';

/** The Learn sandbox's origin when SANDBOX_URL is not set (apps/sandbox's default port). */
export const DEFAULT_SANDBOX_URL = 'http://localhost:4010';
const SANDBOX = DEFAULT_SANDBOX_URL;

/**
 * The sandbox's LTI platform origin: its Learn origin under the other loopback name (the sandbox
 * keeps the platform on a different origin than Learn, as platforms may in the field). Same rule
 * as `ltiPlatformOrigin` in apps/sandbox (a server test checks they agree).
 */
export function sandboxPlatformOrigin(sandbox: string): string {
  const url = new URL(sandbox);
  if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  else if (url.hostname === '127.0.0.1') url.hostname = 'localhost';
  return url.origin;
}

/**
 * The sandbox's registration (apps/sandbox), used when LTI_PLATFORMS is not set. SANDBOX_URL
 * moves it (the E2E run and `npm start` put the sandbox on their own ports).
 */
export function sandboxRegistrationAt(sandbox: string): PlatformRegistration {
  const platform = sandboxPlatformOrigin(sandbox);
  return {
    issuer: platform,
    clientId: 'course-tools-sandbox',
    authEndpoint: `${platform}/lti/authorize`,
    tokenEndpoint: `${platform}/lti/token`,
    jwksEndpoint: `${platform}/lti/jwks`,
    deploymentIds: ['sandbox-deployment-1'],
    learnUrl: sandbox,
    restKey: 'sandbox-app-key',
    restSecret: 'sandbox-app-secret',
  };
}

export const sandboxRegistration: PlatformRegistration = sandboxRegistrationAt(SANDBOX);

/** An AES-256-GCM key that seals launch codes' Learn tokens; `id` is stored with each sealed value. */
export interface SealingKey {
  id: string;
  secret: Uint8Array<ArrayBuffer>;
}

/** LTI Dynamic Registration (src/lti/dynamic-registration.ts): who may register, and what their launches use. */
export interface DynamicRegistrationConfig {
  /** Issuer origins a platform administrator may register from (LTI_REGISTRATION_ISSUERS); none: registration off. */
  issuers: string[];
  /** The REST application (developer portal) key/secret launches of registered platforms sign in to Learn with. */
  restKey: string;
  restSecret: string;
  /** How long the platform's configuration and registration endpoints may take (LTI_REGISTRATION_TIMEOUT_MS). */
  timeoutMs: number;
}

export interface Config {
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  allowedPlatformOrigins: string[];
  allowedShellOrigins: string[];
  /** Where LTI launches send the frame (the shell's `/`). */
  shellUrl: string;
  shellDist: string | null;
  platforms: PlatformRegistration[];
  dynamicRegistration: DynamicRegistrationConfig;
  logLevel: LogLevel;
  /** Days after which the tool's signing key is replaced (the previous one stays published). */
  keyRotationDays: number;
  /** The Learn origin that data stored before the platform column existed belongs to (migration 003). */
  migrationDefaultPlatform: string | null;
  /** LAUNCH_CODE_KEYS: the first seals, every one opens (rotation). Random per process when not configured. */
  launchCodeKeys: SealingKey[];
  launchCodeKeysConfigured: boolean;
  /** Course data kept for every user of a course (src/course-cache/): its maximum age. */
  courseCache: CourseCacheConfig;
  /** The tools' server parts with their settings read (module.ts), in mount order. */
  modules: ConfiguredModule[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function originList(name: string, raw: string, problems: string[]): string[] {
  const items = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items.map((item) => origin(name, item, problems)).filter((o): o is string => o !== null);
}

function platforms(raw: string | undefined, sandbox: string, problems: string[]): PlatformRegistration[] {
  if (raw === undefined || raw.trim() === '') return [sandboxRegistrationAt(sandbox)];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    problems.push('LTI_PLATFORMS: is not valid JSON (expected an array of registrations)');
    return [];
  }
  const parsed = v.safeParse(
    v.pipe(v.array(PlatformRegistration), v.minLength(1, 'needs at least one registration')),
    json,
  );
  if (!parsed.success) {
    for (const issue of parsed.issues)
      problems.push(`LTI_PLATFORMS${issue.path ? `[${v.getDotPath(issue)}]` : ''}: ${issue.message}`);
    return [];
  }
  const seen = new Set<string>();
  for (const p of parsed.output) {
    const key = `${p.issuer} ${p.clientId}`;
    if (seen.has(key))
      problems.push(`LTI_PLATFORMS: issuer ${p.issuer} with clientId ${p.clientId} is registered twice`);
    seen.add(key);
  }
  return parsed.output;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An issuer may register when it is https, or http on this machine (the sandbox, development). */
export function registrableIssuer(origin: string): boolean {
  const url = new URL(origin);
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

/**
 * LTI_REGISTRATION_ISSUERS: comma-separated issuer origins (https, or http on localhost); default the issuers
 * of LTI_PLATFORMS, so a platform already configured can also register itself. LTI_REST_KEY/LTI_REST_SECRET:
 * Learn's REST application is one per tool (the developer portal), so registered platforms share it; default
 * the first LTI_PLATFORMS entry's.
 */
function dynamicRegistration(
  env: Env,
  configured: PlatformRegistration[],
  problems: string[],
): DynamicRegistrationConfig {
  let issuers: string[];
  if (env.LTI_REGISTRATION_ISSUERS !== undefined) {
    issuers = originList('LTI_REGISTRATION_ISSUERS', env.LTI_REGISTRATION_ISSUERS, problems);
    for (const issuer of issuers)
      if (!registrableIssuer(issuer))
        problems.push(`LTI_REGISTRATION_ISSUERS: "${issuer}" must be https (http only on localhost or 127.0.0.1)`);
  } else {
    issuers = [...new Set(configured.map((p) => new URL(p.issuer).origin))].filter(registrableIssuer);
  }
  const restKey = env.LTI_REST_KEY?.trim() || configured[0]?.restKey || '';
  const restSecret = env.LTI_REST_SECRET?.trim() || configured[0]?.restSecret || '';
  if ((env.LTI_REST_KEY?.trim() ? 1 : 0) !== (env.LTI_REST_SECRET?.trim() ? 1 : 0))
    problems.push('LTI_REST_KEY and LTI_REST_SECRET: set both or neither');
  const timeoutMs = envInt(env, 'LTI_REGISTRATION_TIMEOUT_MS', 10_000, 500, 60_000, problems);
  return { issuers, restKey, restSecret, timeoutMs };
}

function base64Bytes(raw: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(raw)) return null;
  try {
    const binary = atob(raw.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, ''));
    return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * `LAUNCH_CODE_KEYS=<id>:<base64 of 32 bytes>[,<id>:<key>…]`, newest first. Every instance must
 * have the same list (a code issued by one is redeemed by another). Unset: one random key per
 * process, which is only right for a single instance.
 */
function launchCodeKeys(raw: string | undefined, problems: string[]): { keys: SealingKey[]; configured: boolean } {
  if (raw === undefined || raw.trim() === '') {
    return { keys: [{ id: 'process', secret: crypto.getRandomValues(new Uint8Array(32)) }], configured: false };
  }
  const keys: SealingKey[] = [];
  for (const item of raw.split(',').map((s) => s.trim())) {
    const cut = item.indexOf(':');
    const id = cut > 0 ? item.slice(0, cut) : '';
    const secret = base64Bytes(item.slice(cut + 1));
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(id) || !secret || secret.length !== 32) {
      problems.push(
        `LAUNCH_CODE_KEYS: "${id || '(no id)'}:…" must be <id>:<base64 of 32 random bytes> (id: 1-32 letters, digits, _ or -)`,
      );
      continue;
    }
    if (keys.some((k) => k.id === id)) problems.push(`LAUNCH_CODE_KEYS: key id ${id} is listed twice`);
    keys.push({ id, secret });
  }
  return { keys, configured: true };
}

/**
 * Reads and validates the environment once, the core's settings and each module's (`modules`: the tools'
 * server parts this server runs). Every bad value is reported, not just the first.
 */
export function loadConfig(env: Env, modules: readonly ServerModule[] = []): Config {
  const problems: string[] = [];
  const port = envInt(env, 'PORT', 4000, 1, 65535, problems);
  const publicUrl = origin('PUBLIC_URL', env.PUBLIC_URL ?? `http://localhost:${port}`, problems) ?? '';
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL: must start with postgres:// or postgresql://');
  }
  const logLevel = (env.LOG_LEVEL ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL: "${env.LOG_LEVEL}" must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const sandbox = (env.SANDBOX_URL !== undefined ? origin('SANDBOX_URL', env.SANDBOX_URL, problems) : null) ?? SANDBOX;
  const allowedPlatformOrigins = originList(
    'ALLOWED_PLATFORM_ORIGINS',
    env.ALLOWED_PLATFORM_ORIGINS ?? sandbox,
    problems,
  );
  if (allowedPlatformOrigins.length === 0) problems.push('ALLOWED_PLATFORM_ORIGINS: needs at least one origin');
  const allowedShellOrigins = originList('ALLOWED_SHELL_ORIGINS', env.ALLOWED_SHELL_ORIGINS ?? '', problems);
  // The shell defaults to this server (single-process mode); only an explicit value is checked.
  let shellUrl = `${publicUrl}/`;
  if (env.SHELL_URL !== undefined && origin('SHELL_URL', env.SHELL_URL, problems) !== null) shellUrl = env.SHELL_URL;
  const codeKeys = launchCodeKeys(env.LAUNCH_CODE_KEYS, problems);
  const configuredPlatforms = platforms(env.LTI_PLATFORMS, sandbox, problems);
  const config: Config = {
    port,
    publicUrl,
    dataDir: env.DATA_DIR?.trim() || './.data',
    databaseUrl,
    allowedPlatformOrigins,
    allowedShellOrigins,
    shellUrl,
    shellDist: env.SHELL_DIST?.trim() || null,
    platforms: configuredPlatforms,
    dynamicRegistration: dynamicRegistration(env, configuredPlatforms, problems),
    logLevel: logLevel as LogLevel,
    keyRotationDays: envInt(env, 'KEY_ROTATION_DAYS', 90, 1, 3650, problems),
    migrationDefaultPlatform:
      env.MIGRATION_DEFAULT_PLATFORM !== undefined && env.MIGRATION_DEFAULT_PLATFORM.trim() !== ''
        ? origin('MIGRATION_DEFAULT_PLATFORM', env.MIGRATION_DEFAULT_PLATFORM, problems)
        : allowedPlatformOrigins.length === 1
          ? (allowedPlatformOrigins[0] ?? null)
          : null,
    launchCodeKeys: codeKeys.keys,
    launchCodeKeysConfigured: codeKeys.configured,
    courseCache: courseCacheConfig(env, problems),
    modules: configureModules(modules, { env, sandbox }, problems),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
