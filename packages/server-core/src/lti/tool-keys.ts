import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Db } from '../db/types.ts';

export interface SigningKey {
  kid: string;
  key: CryptoKey;
}

const DAY_MS = 86_400_000;
const KEY_LOCK = 4_242_002;

interface KeyRow {
  kid: string;
  private_jwk: JWK;
  public_jwk: JWK;
  created_at: Date;
}

/**
 * The tool's RS256 signing keys, kept in the database so every instance signs with the same
 * key. The newest key signs; the one before it stays published so platforms that cached our
 * JWKS keep verifying during a rotation. Older keys are deleted.
 */
export class ToolKeys {
  private cached: { signing: SigningKey; loadedAt: number } | null = null;

  constructor(
    private readonly db: Db,
    private readonly rotationDays: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Creates the first key, or rotates when the current one is older than the rotation period. */
  async ensure(): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [KEY_LOCK]);
      const rows = await tx.query<KeyRow>('select kid, created_at from lti_keys order by created_at desc');
      const newest = rows[0];
      const due = !newest || this.now().getTime() - new Date(newest.created_at).getTime() >= this.rotationDays * DAY_MS;
      if (!due) return;
      const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
      const kid = crypto.randomUUID();
      const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
      const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256' };
      await tx.query('insert into lti_keys (kid, private_jwk, public_jwk, created_at) values ($1, $2, $3, $4)', [
        kid,
        JSON.stringify(privateJwk),
        JSON.stringify(publicJwk),
        this.now(),
      ]);
      // Keep the new key and the one it replaces.
      if (newest) await tx.query('delete from lti_keys where kid <> $1 and kid <> $2', [kid, newest.kid]);
    });
    this.cached = null;
  }

  /** The current signing key (cached for a minute so a rotation by another instance is seen). */
  async signing(): Promise<SigningKey> {
    const nowMs = this.now().getTime();
    if (this.cached && nowMs - this.cached.loadedAt < 60_000) return this.cached.signing;
    let rows = await this.db.query<KeyRow>('select kid, private_jwk from lti_keys order by created_at desc limit 1');
    if (!rows[0]) {
      await this.ensure();
      rows = await this.db.query<KeyRow>('select kid, private_jwk from lti_keys order by created_at desc limit 1');
    }
    const row = rows[0];
    if (!row) throw new Error('No tool signing key could be created.');
    const key = (await importJWK(row.private_jwk, 'RS256')) as CryptoKey;
    const signing = { kid: row.kid, key };
    this.cached = { signing, loadedAt: nowMs };
    return signing;
  }

  /** Public JWKS: current + previous key. */
  async jwks(): Promise<{ keys: JWK[] }> {
    let rows = await this.db.query<KeyRow>('select public_jwk from lti_keys order by created_at desc limit 2');
    if (rows.length === 0) {
      await this.ensure();
      rows = await this.db.query<KeyRow>('select public_jwk from lti_keys order by created_at desc limit 2');
    }
    return { keys: rows.map((r) => r.public_jwk) };
  }
}
