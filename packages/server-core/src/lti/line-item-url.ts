/**
 * Line-item URLs from the browser are compared only after normalising, never as raw text: a raw
 * prefix check passes `…/lineitems/../../<other course>/…`, which `new URL` then resolves into
 * another course. Anything that could change the path after our check is refused outright, and
 * the check is made on what the WHATWG URL parser (the one every later step uses) makes of the
 * path: it must be the path as sent. The parser drops tabs and newlines anywhere and trims
 * control characters and spaces at the ends, so `.\t.` is `..` to it: control characters and
 * spaces are refused before parsing.
 */

/** `.`/`..` segments, plain or percent-encoded, and encoded slashes or backslashes in the path. */
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i;
const ENCODED_SEPARATOR_OR_DOT = /%2e|%2f|%5c/i;
/** C0 controls, space and DEL: never part of a URL as sent (a space is `%20`). */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f]/;

/** The URL's canonical form (origin + path + query, no fragment), or null when it is not acceptable. */
export function normaliseLineItemUrl(raw: string): string | null {
  if (raw.includes('\\') || CONTROL_OR_SPACE.test(raw)) return null;
  const rawPath = raw.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split(/[?#]/)[0] ?? '';
  if (DOT_SEGMENT.test(rawPath) || ENCODED_SEPARATOR_OR_DOT.test(rawPath)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  // What the parser made of the path must be the path we checked (no segment resolved, dropped or re-encoded).
  if (url.pathname !== (rawPath || '/')) return null;
  return `${url.origin}${url.pathname}${url.search}`;
}

/** A container's key: normalised, without trailing slashes (`…/lineitems/` and `…/lineitems` are one container). */
export function containerKey(raw: string): string | null {
  const normal = normaliseLineItemUrl(raw);
  if (!normal) return null;
  const url = new URL(normal);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}${url.search}`;
}

/** The container key a normalised line item would sit in as `{container}/<one segment>`, or null. */
export function parentContainerKey(normalised: string): string | null {
  const url = new URL(normalised);
  const cut = url.pathname.lastIndexOf('/');
  if (cut <= 0 || cut === url.pathname.length - 1) return null;
  return `${url.origin}${url.pathname.slice(0, cut)}${url.search}`;
}
