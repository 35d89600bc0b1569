import type { SealingKey } from '../config.ts';
import type { Db } from '../db/types.ts';
import { tokenKey } from '../identity/identify.ts';
import { Sealer } from './sealer.ts';

/**
 * One Learn token per user session, not per launch (issue 26 §2). After a sign-in the user's Learn
 * token, and its refresh token where Learn grants one (scope `offline`), is kept sealed per Learn site,
 * REST application and user; a later launch by the same user takes it while it has at least
 * `MIN_LIFE_MS` left, or refreshes it, instead of sending the user through Learn's authorization again.
 *
 * Why it is safe to hand over: a launch is the platform's signed statement of who the user is (the
 * id_token's `sub`, Learn's user uuid), and a token is kept under the uuid Learn confirmed when it
 * issued it (oauth-callback.ts). Only the launch's own user ever gets it, through the single-use launch
 * code, never in a URL or a log; the row holds ciphertext and the token's SHA-256 (to forget a token
 * Learn refused). Rotating LAUNCH_CODE_KEYS past a key makes its sessions unreadable: those users sign
 * in once more.
 */

/** A launch takes a kept token only when it lives at least this long: a tool opened now must not lose it mid-use. */
export const MIN_LIFE_MS = 10 * 60_000;

export interface LearnSession {
  token: string;
  /** ISO time the access token expires. */
  expiresAt: string;
  refreshToken?: string;
}

export interface SessionOwner {
  platform: string;
  /** The REST application (registration `restKey`) the token was issued to. */
  appKey: string;
  userUuid: string;
}

interface SessionRow {
  key_id: string;
  iv: string;
  sealed: string;
  access_expires_at: Date;
  has_refresh: boolean;
}

const bound = (o: SessionOwner, keyId: string) => `learn-session ${o.platform} ${o.appKey} ${o.userUuid} ${keyId}`;

export class LearnSessions {
  private readonly sealer: Sealer;

  constructor(
    private readonly db: Db,
    keys: readonly SealingKey[],
    private readonly now: () => Date = () => new Date(),
  ) {
    this.sealer = new Sealer(keys);
  }

  /** Keeps the user's session (replacing an older one). */
  async keep(owner: SessionOwner, session: LearnSession): Promise<void> {
    const sealed = await this.sealer.seal(JSON.stringify(session), (keyId) => bound(owner, keyId));
    await this.db.query(
      `insert into learn_sessions (platform, app_key, user_uuid, key_id, iv, sealed, token_hash, access_expires_at, has_refresh, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict (platform, app_key, user_uuid) do update set key_id = excluded.key_id, iv = excluded.iv,
         sealed = excluded.sealed, token_hash = excluded.token_hash, access_expires_at = excluded.access_expires_at,
         has_refresh = excluded.has_refresh, updated_at = excluded.updated_at`,
      [
        owner.platform,
        owner.appKey,
        owner.userUuid,
        sealed.keyId,
        sealed.iv,
        sealed.sealed,
        tokenKey(owner.platform, session.token),
        new Date(session.expiresAt),
        session.refreshToken !== undefined,
        this.now(),
      ],
    );
  }

  /**
   * The user's kept session: `live` when its token has MIN_LIFE_MS left, `refreshable` when only its
   * refresh token is of use, undefined when there is nothing (or it no longer opens).
   */
  async find(owner: SessionOwner): Promise<{ state: 'live' | 'refreshable'; session: LearnSession } | undefined> {
    const rows = await this.db.query<SessionRow>(
      `select key_id, iv, sealed, access_expires_at, has_refresh from learn_sessions
       where platform = $1 and app_key = $2 and user_uuid = $3`,
      [owner.platform, owner.appKey, owner.userUuid],
    );
    const row = rows[0];
    if (!row) return undefined;
    const live = new Date(row.access_expires_at).getTime() - this.now().getTime() >= MIN_LIFE_MS;
    if (!live && !row.has_refresh) return undefined;
    const plain = await this.sealer.open(
      { keyId: row.key_id, iv: row.iv, sealed: row.sealed },
      bound(owner, row.key_id),
    );
    if (plain === undefined) return undefined;
    const session = JSON.parse(plain) as LearnSession;
    return { state: live ? 'live' : 'refreshable', session };
  }

  /** Forgets the user's session (a refresh Learn refused). */
  async forget(owner: SessionOwner): Promise<void> {
    await this.db.query('delete from learn_sessions where platform = $1 and app_key = $2 and user_uuid = $3', [
      owner.platform,
      owner.appKey,
      owner.userUuid,
    ]);
  }

  /** Forgets the session whose access token this is: Learn refused it, so no launch may hand it out again. */
  async forgetToken(platform: string, token: string): Promise<void> {
    await this.db.query('delete from learn_sessions where platform = $1 and token_hash = $2', [
      platform,
      tokenKey(platform, token),
    ]);
  }
}
