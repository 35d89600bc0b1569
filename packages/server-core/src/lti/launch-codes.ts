import { bytesToBase64Url, utf8Bytes } from '../lib/bytes.ts';
import type { SealingKey } from '../config.ts';
import type { Db } from '../db/types.ts';
import { Sealer } from './sealer.ts';

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
  private readonly sealer: Sealer;

  constructor(
    private readonly db: Db,
    keys: readonly SealingKey[],
    private readonly now: () => Date = () => new Date(),
  ) {
    if (keys.length === 0) throw new Error('LaunchCodes needs at least one sealing key.');
    this.sealer = new Sealer(keys);
  }

  /** Stores the session sealed and returns the code (256 random bits, base64url). */
  async issue(platform: string, session: IssuedSession): Promise<string> {
    const now = this.now();
    const code = bytesToBase64Url(crypto.getRandomValues(new Uint8Array(32)));
    const codeHash = await sha256(code);
    const sealed = await this.sealer.seal(JSON.stringify(session), (keyId) => `${platform} ${codeHash} ${keyId}`);
    await this.db.query('delete from lti_launch_codes where expires_at <= $1', [now]);
    await this.db.query(
      `insert into lti_launch_codes (platform, code_hash, key_id, iv, sealed, expires_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [platform, codeHash, sealed.keyId, sealed.iv, sealed.sealed, new Date(now.getTime() + LAUNCH_CODE_TTL_MS)],
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
    const plain = await this.sealer.open(
      { keyId: row.key_id, iv: row.iv, sealed: row.sealed },
      `${row.platform} ${row.code_hash} ${row.key_id}`,
    );
    return plain === undefined ? undefined : (JSON.parse(plain) as IssuedSession);
  }
}
