import type * as NodeCrypto from 'node:crypto';
import { sha256 } from './sha256.ts';

/**
 * Node's crypto when there is a Node (reached through `process.getBuiltinModule`, so a browser
 * bundle never sees an import of it), else null (the server embedded in Storybook).
 */
const nodeCrypto = (
  globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }
).process?.getBuiltinModule?.('node:crypto') as typeof NodeCrypto | undefined;

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * SHA-256 of a UTF-8 string as lowercase hex. Synchronous on purpose: it runs on every
 * authenticated request (the identity cache key), and Web Crypto's async digest cost about a
 * tenth of a request's CPU time in a thread-pool round trip (docs/benchmarks.md, server profile).
 * On Node it is Node's native hash; in a browser, where speed does not matter, a plain one.
 */
export const sha256Hex: (text: string) => string = nodeCrypto
  ? (text) => nodeCrypto.createHash('sha256').update(text, 'utf8').digest('hex')
  : (text) => toHex(sha256(new TextEncoder().encode(text)));
