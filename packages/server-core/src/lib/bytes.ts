// Web-standard encodings (no Buffer), so the server core also runs in a browser (Storybook).

const utf8Encoder = new TextEncoder();
const utf8Decoder = new TextDecoder('utf-8');

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export const bytesToBase64Url = (bytes: Uint8Array): string =>
  bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Standard or url-safe base64, padded or not; throws on characters outside both alphabets. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));
}

export const utf8Bytes = (text: string): Uint8Array<ArrayBuffer> => utf8Encoder.encode(text);
export const utf8ToBase64 = (text: string): string => bytesToBase64(utf8Encoder.encode(text));
export const base64ToUtf8 = (text: string): string => utf8Decoder.decode(base64ToBytes(text));

/** Unguessable identifier (256 bits, base64url) for states, nonces, launch ids and codes. */
export const randomId = (): string => bytesToBase64Url(crypto.getRandomValues(new Uint8Array(32)));
