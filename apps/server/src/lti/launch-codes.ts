import { base64ToBytes as base64UrlToBytes, bytesToBase64Url, utf8Bytes } from '../lib/bytes.ts';
import type { SealingKey } from '../config.ts';
import type { Db } from '../db/types.ts';

export const LAUNCH_CODE_TTL_MS = 2 * 60_000;

export interface IssuedSession {
  token: string;
  expiresAt: string;
}

async function sha256(text: string): Promise<string> {
  return bytesToBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', utf8Bytes(text))));
}

interface CodeRow {
  platform: string;
  code_hash: string;
  key_id: string;
  iv: string;
  sealed: string;
  expires_at: Date;
}

/**
 * One-time codes the shell trades for the user's Learn token (POST /lti/session), in the
 * database so any instance can redeem a code another issued. The row holds the code's SHA-256
 * (never the code) and the token sealed with AES-256-GCM (Web Crypto) under the current key of
 * LAUNCH_CODE_KEYS, bound to the row by its additional data. A code is claimed atomically
 * (`DELETE … RETURNING`): it works once, for two minutes; expired rows are swept on every issue.
 */
export class LaunchCodes {
  private readonly imported = new Map<string, Promise<CryptoKey>>();

  constructor(
    private readonly db: Db,
    private readonly keys: readonly SealingKey[],
    private readonly now: () => Date = () => new Date(),
  ) {
    if (keys.length === 0) throw new Error('LaunchCodes needs at least one sealing key.');
  }

  private cryptoKey(key: SealingKey): Promise<CryptoKey> {
    let imported = this.imported.get(key.id);
    if (!imported) {
      imported = crypto.subtle.importKey('raw', key.secret, 'AES-GCM', false, ['encrypt', 'decrypt']);
      this.imported.set(key.id, imported);
    }
    return imported;
  }

  /** Stores the session sealed and returns the code (256 random bits, base64url). */
  async issue(platform: string, session: IssuedSession): Promise<string> {
    const now = this.now();
    const code = bytesToBase64Url(crypto.getRandomValues(new Uint8Array(32)));
    const codeHash = await sha256(code);
    const key = this.keys[0]!;
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const sealed = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: utf8Bytes(`${platform} ${codeHash} ${key.id}`) },
      await this.cryptoKey(key),
      utf8Bytes(JSON.stringify(session)),
    );
    await this.db.query('delete from lti_launch_codes where expires_at <= $1', [now]);
    await this.db.query(
      `insert into lti_launch_codes (platform, code_hash, key_id, iv, sealed, expires_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        platform,
        codeHash,
        key.id,
        bytesToBase64Url(iv),
        bytesToBase64Url(new Uint8Array(sealed)),
        new Date(now.getTime() + LAUNCH_CODE_TTL_MS),
      ],
    );
    return code;
  }

  /**
   * The session behind `code`, once. Undefined when the code is unknown, already used, expired,
   * sealed with a key no longer configured, or its row was altered.
   */
  async redeem(code: string): Promise<IssuedSession | undefined> {
    const rows = await this.db.query<CodeRow>(
      'delete from lti_launch_codes where code_hash = $1 returning platform, code_hash, key_id, iv, sealed, expires_at',
      [await sha256(code)],
    );
    const row = rows[0];
    if (!row || new Date(row.expires_at) <= this.now()) return undefined;
    const key = this.keys.find((k) => k.id === row.key_id);
    if (!key) return undefined;
    try {
      const plain = await crypto.subtle.decrypt(
        {
          name: 'AES-GCM',
          iv: base64UrlToBytes(row.iv),
          additionalData: utf8Bytes(`${row.platform} ${row.code_hash} ${row.key_id}`),
        },
        await this.cryptoKey(key),
        base64UrlToBytes(row.sealed),
      );
      return JSON.parse(new TextDecoder().decode(plain)) as IssuedSession;
    } catch {
      return undefined;
    }
  }
}
