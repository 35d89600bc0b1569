import pino, { type DestinationStream } from 'pino';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const REDACTED = '[REDACTED]';

/** Keys whose values are secrets wherever a record holds them. */
const SECRET_KEYS = [
  'token',
  'access_token',
  'accessToken',
  'id_token',
  'idToken',
  'refresh_token',
  'launch_code',
  'launchCode',
  'code',
  'one_time_session_token',
  'client_assertion',
  'assertion',
  'client_secret',
  'clientSecret',
  'restSecret',
  'secret',
  'password',
  'authorization',
  'Authorization',
  'cookie',
  'Cookie',
  'set-cookie',
  'jwt',
  'privateKey',
  'pat',
  'apiKey',
  'api_key',
  'sig',
  'signature',
  // Private JWK members.
  'd',
  'p',
  'q',
  'dp',
  'dq',
  'qi',
];
const SECRET_KEY_SET = new Set(SECRET_KEYS);
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `["${name}"]`);
/**
 * pino's path redaction: every secret key at the top of a record and of a child's bindings,
 * and in `headers`. Exact paths only: with wildcards (`*.token`, `*.*.token`) pino's redactor
 * re-parses every path on every line, which cost 35-200 µs per line here (docs/benchmarks.md).
 */
export const REDACT_PATHS = [
  ...SECRET_KEYS.map(key),
  ...['authorization', 'Authorization', 'cookie', 'Cookie', 'set-cookie'].map((name) =>
    name.includes('-') ? `headers["${name}"]` : `headers.${name}`,
  ),
];

/** Nested objects (rare in our records) are copied with the same keys replaced; never throws. */
function redactNested(value: unknown, depth: number): unknown {
  if (depth > 6 || value === null || typeof value !== 'object' || value instanceof Error) return value;
  if (Array.isArray(value)) return value.map((item) => redactNested(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    out[name] =
      SECRET_KEY_SET.has(name) && item !== null && item !== undefined
        ? REDACTED
        : typeof item === 'string'
          ? redactText(item)
          : redactNested(item, depth + 1);
  }
  return out;
}

/**
 * Query parameters whose values are secrets inside any logged URL or text: tokens, secrets,
 * passwords, assertions, signatures (`sig`, `X-Amz-Signature`), keys (`key`, `api_key`,
 * `subscription-key`, but not `nextKey`, our keyset cursor), Azure DevOps personal access
 * tokens (`pat`), credentials, OAuth codes and JWTs.
 */
const SECRET_PARAM =
  /token|secret|passw(or)?d|assertion|signature|credential|(api|access|private|secret|subscription)[-_]?key|^key$|^pat$|^sig$|^auth(orization)?$|^(launch_)?code$|^jwt$/i;
const QUERY_PAIR = /([?&;])([^=&#?;\s]+)=([^&#;\s]*)/g;
/** A credential, with the space written as a space, `+` or `%20` (inside a query string). */
const CREDENTIALS = /\b(Bearer|Basic)(?:\s|\+|%20|%09)+[A-Za-z0-9._~+/=%-]+/gi;
/** A query value that is itself a credential (`?x=Bearer%20…`), whatever the parameter's name. */
const CREDENTIAL_VALUE = /^(Bearer|Basic)([\s+]|$)/i;

/** Decodes what can be decoded and keeps the rest: a malformed `%` never throws here. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

/** Secret query values in a URL, a path or any text (`/x?token=abc` -> `/x?token=[REDACTED]`). */
export function redactUrl(url: string): string {
  return url.replace(QUERY_PAIR, (whole, sep: string, name: string, value: string) =>
    SECRET_PARAM.test(safeDecode(name)) || CREDENTIAL_VALUE.test(safeDecode(value))
      ? `${sep}${name}=${REDACTED}`
      : whole,
  );
}

/** Secret query values and `Bearer …`/`Basic …` credentials in free text. */
export function redactText(text: string): string {
  return redactUrl(text.replace(CREDENTIALS, `$1 ${REDACTED}`));
}

/** Errors keep their name and (redacted) message: stacks and causes can carry request data. */
function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? redactText(error) : error;
  return { name: error.name, message: redactText(error.message) };
}

/**
 * Runs on each record before pino serialises it: top-level strings (paths, reasons, details,
 * stacks) go through `redactText`, nested objects through `redactNested`. Top-level secret keys
 * are left to pino's path redaction.
 */
function redactFields(fields: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | null = null;
  for (const [name, value] of Object.entries(fields)) {
    let clean: unknown = value;
    if (typeof value === 'string') clean = redactText(value);
    else if (value !== null && typeof value === 'object' && !(value instanceof Error)) clean = redactNested(value, 1);
    if (clean !== value) (out ??= { ...fields })[name] = clean;
  }
  return out ?? fields;
}

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

/**
 * Our `log.info(msg, fields)` shape over pino. A child's pino logger is made on its first line
 * (most requests' children never log). A record that cannot be written is dropped, never thrown.
 */
function wrap(make: () => pino.Logger): Logger {
  let logger: pino.Logger | undefined;
  const at =
    (level: LogLevel) =>
    (msg: string, fields?: LogFields): void => {
      try {
        logger ??= make();
        if (fields) logger[level](fields, msg);
        else logger[level](msg);
      } catch {
        // Logging must never fail a request.
      }
    };
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: (fields) =>
      wrap(() => {
        const parent = (logger ??= make());
        try {
          return parent.child(fields);
        } catch {
          return parent;
        }
      }),
  };
}

/**
 * JSON lines through pino: `{"level":"info","time":"…","requestId":…,…,"msg":"request"}`.
 * Secrets are removed by pino's path redaction (`REDACT_PATHS`) plus `redactText` on top-level
 * strings and error messages. `write` receives each line without its newline (tests), or is a
 * file descriptor (default: stdout) written synchronously, so nothing is lost when the process exits.
 */
export function createLogger(level: LogLevel, write: ((line: string) => void) | number = 1): Logger {
  const destination: DestinationStream =
    typeof write === 'function'
      ? { write: (line: string) => write(line.endsWith('\n') ? line.slice(0, -1) : line) }
      : pino.destination({ dest: write, sync: true });
  const logger = pino(
    {
      level,
      base: null,
      messageKey: 'msg',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }), log: redactFields, bindings: redactFields },
      serializers: { err: serializeError, error: serializeError },
      redact: { paths: REDACT_PATHS, censor: REDACTED },
    },
    destination,
  );
  return wrap(() => logger);
}
