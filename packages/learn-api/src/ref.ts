/** Prefixes Learn accepts in place of a primary id in a path segment. */
const QUALIFIERS = ['uuid:', 'courseId:', 'externalId:', 'userName:', 'primary:'] as const;

/** Encodes one path segment. `:` stays literal: Learn reads `uuid:abc`, and it is a valid pchar. */
export function encodeSegment(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':');
}

/**
 * A course or user reference for a URL path:
 * `_123_1` (primary id), `me`, and already-qualified refs stay as they are;
 * anything else is a uuid and becomes `uuid:{value}`. The result is path-encoded,
 * so pass raw values, not encoded ones.
 */
export function ref(value: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new TypeError(`ref(): expected a Learn id, uuid or qualified ref, got ${JSON.stringify(value)}`);
  }
  const trimmed = value.trim();
  const kept = trimmed.startsWith('_') || trimmed === 'me' || QUALIFIERS.some((q) => trimmed.startsWith(q));
  return encodeSegment(kept ? trimmed : `uuid:${trimmed}`);
}
