import { envInt as int, type Env } from '@tools/server-core/config-env.ts';

/** Reminder delivery settings (read from the environment by `loadConfig` only). */
export interface RemindersConfig {
  smtp: {
    host: string;
    port: number;
    /** true: TLS from the first byte (port 465); false: STARTTLS when the server offers it. */
    secure: boolean;
    user: string | null;
    password: string | null;
    from: string;
  };
  /** A Twilio-compatible Messages API: POST {apiUrl}/2010-04-01/Accounts/{accountSid}/Messages.json. */
  sms: {
    apiUrl: string;
    accountSid: string;
    authToken: string;
    from: string;
    /** Calling code for numbers Learn stores without '+' (e.g. 1, 44, 61). */
    countryCode: string;
  };
  /** IANA zone due dates are written in (Learn keeps no time zone per user). */
  timeZone: string;
  /** Hours a failing delivery is retried (with back-off) before it fails for good; a new Send re-queues it. */
  retryHorizonHours: number;
}

function url(env: Env, name: string, fallback: string, problems: string[]): string {
  const raw = env[name]?.trim() || fallback;
  try {
    const parsed = new URL(raw);
    if (!/^https?:$/.test(parsed.protocol)) throw new Error('protocol');
    return raw.replace(/\/+$/, '');
  } catch {
    problems.push(`${name}: "${raw}" is not an http(s) URL`);
    return fallback;
  }
}

function countryCode(env: Env, problems: string[]): string {
  const raw = env.SMS_COUNTRY_CODE?.trim().replace(/^\+/, '') || '1';
  if (!/^[1-9]\d{0,2}$/.test(raw))
    problems.push(`SMS_COUNTRY_CODE: "${env.SMS_COUNTRY_CODE}" must be a calling code such as 1, 44 or 61`);
  return raw;
}

/** Defaults are the local fakes `npm start` runs: the SMTP sink on 2525 and the sandbox's SMS API. */
export function remindersConfig(env: Env, sandboxUrl: string, problems: string[]): RemindersConfig {
  const timeZone = env.REMINDER_TIME_ZONE?.trim() || 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    problems.push(`REMINDER_TIME_ZONE: "${timeZone}" is not an IANA time zone`);
  }
  const secure = (env.SMTP_SECURE?.trim() || 'false').toLowerCase();
  if (secure !== 'true' && secure !== 'false') problems.push(`SMTP_SECURE: "${env.SMTP_SECURE}" must be true or false`);
  return {
    smtp: {
      host: env.SMTP_HOST?.trim() || '127.0.0.1',
      port: int(env, 'SMTP_PORT', 2525, 1, 65535, problems),
      secure: secure === 'true',
      user: env.SMTP_USER?.trim() || null,
      password: env.SMTP_PASSWORD ?? null,
      from: env.MAIL_FROM?.trim() || 'Course Tools <no-reply@course-tools.invalid>',
    },
    sms: {
      apiUrl: url(env, 'SMS_API_URL', `${sandboxUrl}/sandbox/sms`, problems),
      accountSid: env.SMS_ACCOUNT_SID?.trim() || 'sandbox-account',
      authToken: env.SMS_AUTH_TOKEN ?? 'sandbox-token',
      from: env.SMS_FROM?.trim() || '+15550000000',
      countryCode: countryCode(env, problems),
    },
    timeZone,
    retryHorizonHours: int(env, 'REMINDER_RETRY_HOURS', 24, 1, 168, problems),
  };
}
