import { base64ToBytes, bytesToBase64Url, utf8Bytes } from '../lib/bytes.ts';
import type { SealingKey } from '../config.ts';

/** A value sealed with AES-256-GCM: which key, the nonce and the ciphertext (base64url). */
export interface Sealed {
  keyId: string;
  iv: string;
  sealed: string;
}

/**
 * Seals Learn tokens for the database (launch codes, kept Learn sessions) with AES-256-GCM (Web
 * Crypto) under the first of LAUNCH_CODE_KEYS; every configured key opens. The additional data binds
 * a sealed value to its row (platform, user, code hash...), so a row moved or altered does not open.
 */
export class Sealer {
  private readonly imported = new Map<string, Promise<CryptoKey>>();

  constructor(private readonly keys: readonly SealingKey[]) {
    if (keys.length === 0) throw new Error('Sealer needs at least one sealing key.');
  }

  private cryptoKey(key: SealingKey): Promise<CryptoKey> {
    let imported = this.imported.get(key.id);
    if (!imported) {
      imported = crypto.subtle.importKey('raw', key.secret, 'AES-GCM', false, ['encrypt', 'decrypt']);
      this.imported.set(key.id, imported);
    }
    return imported;
  }

  /** The current key's id: part of the additional data callers bind. */
  get currentKeyId(): string {
    return this.keys[0]!.id;
  }

  async seal(plain: string, additionalData: (keyId: string) => string): Promise<Sealed> {
    const key = this.keys[0]!;
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const sealed = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: utf8Bytes(additionalData(key.id)) },
      await this.cryptoKey(key),
      utf8Bytes(plain),
    );
    return { keyId: key.id, iv: bytesToBase64Url(iv), sealed: bytesToBase64Url(new Uint8Array(sealed)) };
  }

  /** The plain text, or undefined when the key is no longer configured or the row was altered. */
  async open(value: Sealed, additionalData: string): Promise<string | undefined> {
    const key = this.keys.find((k) => k.id === value.keyId);
    if (!key) return undefined;
    try {
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: base64ToBytes(value.iv), additionalData: utf8Bytes(additionalData) },
        await this.cryptoKey(key),
        base64ToBytes(value.sealed),
      );
      return new TextDecoder().decode(plain);
    } catch {
      return undefined;
    }
  }
}
