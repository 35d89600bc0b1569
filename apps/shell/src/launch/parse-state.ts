import * as v from 'valibot';
import type { Locale } from '@tools/launch';

const LOCALES = ['en_US', 'en_AU'] as const;

const StateSchema = v.object({
  locale: v.optional(v.nullable(v.string())),
  platformUrl: v.optional(v.nullable(v.string())),
  backendUrl: v.optional(v.nullable(v.string())),
  lineItemUrl: v.optional(v.nullable(v.string())),
  role: v.optional(v.nullable(v.string())),
  /** The server's launch check (lti/shell-redirect.ts): 'unavailable' when students cannot open the course. */
  course: v.optional(v.nullable(v.string())),
});

export interface LaunchState {
  locale: Locale;
  platformUrl: string | null;
  backendUrl: string | null;
  lineItemUrl: string | null;
  role: string | null;
  /** The launch is a student's into a course Learn keeps closed to students. */
  courseUnavailable?: boolean;
}

export class MalformedStateError extends Error {
  override name = 'MalformedStateError';
}

/** base64 (standard or URL-safe, padding optional) -> UTF-8 text. */
function decodeBase64(value: string): string {
  const normalised = value.replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, '');
  const padded = normalised + '='.repeat((4 - (normalised.length % 4)) % 4);
  const binary = atob(padded);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/**
 * Decodes the `state` query value. Missing state -> defaults. A missing or unknown locale
 * falls back to en_US (the original crashed on it). Anything undecodable is an error the
 * shell shows as a page, never a blank screen.
 */
export function parseState(raw: string | null): LaunchState {
  const defaults: LaunchState = { locale: 'en_US', platformUrl: null, backendUrl: null, lineItemUrl: null, role: null };
  if (raw === null || raw.trim() === '') return defaults;
  let json: unknown;
  try {
    json = JSON.parse(decodeBase64(raw));
  } catch {
    throw new MalformedStateError('The state parameter is not valid base64-encoded JSON.');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new MalformedStateError('The state parameter must be a JSON object.');
  }
  const parsed = v.safeParse(StateSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue ? v.getDotPath(issue) : null;
    throw new MalformedStateError(
      where ? `The state parameter has an invalid value for "${where}".` : 'The state parameter must be a JSON object.',
    );
  }
  const s = parsed.output;
  const locale = (LOCALES as readonly string[]).includes(s.locale ?? '') ? (s.locale as Locale) : 'en_US';
  return {
    locale,
    platformUrl: s.platformUrl || null,
    backendUrl: s.backendUrl || null,
    lineItemUrl: s.lineItemUrl || null,
    role: s.role || null,
    ...(s.course === 'unavailable' ? { courseUnavailable: true } : {}),
  };
}

export function encodeState(state: Partial<LaunchState>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(state));
  return btoa(String.fromCharCode(...bytes));
}
