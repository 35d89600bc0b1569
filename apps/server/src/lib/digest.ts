import { createHash } from 'node:crypto';

/**
 * SHA-256 of a UTF-8 string as lowercase hex. Synchronous on purpose: it runs on every
 * authenticated request (the identity cache key), and Web Crypto's async digest cost about a
 * tenth of a request's CPU time in a thread-pool round trip (docs/benchmarks.md, server profile).
 */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
