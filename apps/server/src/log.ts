import type { LogLevel } from './config.ts';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** Keys whose values are secrets wherever they appear in a log record. */
const SECRET_KEY =
  /token|secret|password|authorization|cookie|assertion|^code$|jwt|private|^d$|^p$|^q$|^dp$|^dq$|^qi$/i;
/** Query parameters whose values are secrets inside logged URLs. */
const SECRET_PARAMS = [
  'token',
  'code',
  'launch_code',
  'id_token',
  'access_token',
  'one_time_session_token',
  'client_assertion',
];
export const REDACTED = '[REDACTED]';

/** Redacts secret query values in a URL or path (`/x?token=abc` -> `/x?token=[REDACTED]`). */
export function redactUrl(url: string): string {
  return url.replace(/([?&])([^=&#]+)=([^&#]*)/g, (whole, sep: string, key: string) =>
    SECRET_PARAMS.includes(decodeURIComponent(key).toLowerCase()) ? `${sep}${key}=${REDACTED}` : whole,
  );
}

function redactString(value: string): string {
  return redactUrl(value).replace(/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, `$1 ${REDACTED}`);
}

/** Deep copy of a log field with secrets replaced. Errors keep name + message (redacted). */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8) return '[…]';
  if (typeof value === 'string') return redactString(value);
  if (value instanceof Error) return { name: value.name, message: redactString(value.message) };
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = SECRET_KEY.test(key) && item !== null && item !== undefined ? REDACTED : redact(item, depth + 1);
    }
    return out;
  }
  return value;
}

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

/** JSON lines, one per record, secrets redacted. `write` defaults to stdout. */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  bound: LogFields = {},
): Logger {
  const emit = (at: LogLevel, msg: string, fields?: LogFields) => {
    if (ORDER[at] < ORDER[level]) return;
    const record = { time: new Date().toISOString(), level: at, msg, ...bound, ...fields };
    write(JSON.stringify(redact(record)));
  };
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
    child: (fields) => createLogger(level, write, { ...bound, ...fields }),
  };
}
