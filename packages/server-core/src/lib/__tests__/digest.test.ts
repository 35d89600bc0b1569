import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, base64ToUtf8, bytesToBase64Url, randomId, utf8ToBase64 } from '../bytes.ts';
import { sha256Hex } from '../digest.ts';
import { sha256 } from '../sha256.ts';

const nodeHex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('sha256 (the in-browser hash)', () => {
  it('matches the FIPS 180-4 examples', () => {
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hex(sha256(new Uint8Array()))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it("matches Node's hash at every length around the block and padding edges", () => {
    for (let length = 0; length <= 200; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 31 + length) & 0xff);
      expect(hex(sha256(bytes)), `length ${length}`).toBe(nodeHex(bytes));
    }
  });

  it('sha256Hex hashes the UTF-8 text', () => {
    const text = 'https://learn.test\nŧøkęn-✓';
    expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    expect(hex(sha256(new TextEncoder().encode(text)))).toBe(sha256Hex(text));
  });
});

describe('bytes', () => {
  it('encodes like Buffer', () => {
    const text = '{"locale":"en_AU","name":"Zoë ✓ ~~~???"}';
    expect(utf8ToBase64(text)).toBe(Buffer.from(text, 'utf8').toString('base64'));
    expect(base64ToUtf8(Buffer.from(text).toString('base64url'))).toBe(text);
    const bytes = Uint8Array.from({ length: 40 }, (_, i) => i * 7);
    expect(bytesToBase64Url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
    expect(Array.from(base64ToBytes(bytesToBase64Url(bytes)))).toEqual(Array.from(bytes));
  });

  it('randomId is 256 random bits in base64url', () => {
    const ids = new Set(Array.from({ length: 50 }, () => randomId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
