import type { Queryable } from '../db/types.ts';
import type { LearnUser } from './caller.ts';

/** SQL of what the server trusts (trust.ts): who a token belongs to, users' Learn records, course roles. */

export interface TokenIdentity {
  userUuid: string;
  provenBy: 'launch' | 'learn';
  provenAt: Date;
}

export async function rememberToken(
  db: Queryable,
  platform: string,
  tokenHash: string,
  identity: TokenIdentity,
  expiresAt: Date,
): Promise<void> {
  await db.query('delete from token_identities where expires_at <= $1', [identity.provenAt]);
  await db.query(
    `insert into token_identities (platform, token_hash, user_uuid, proven_by, proven_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (platform, token_hash) do update set user_uuid = excluded.user_uuid, proven_by = excluded.proven_by,
       proven_at = excluded.proven_at, expires_at = excluded.expires_at`,
    [platform, tokenHash, identity.userUuid, identity.provenBy, identity.provenAt, expiresAt],
  );
}

export async function tokenIdentity(
  db: Queryable,
  platform: string,
  tokenHash: string,
  now: Date,
): Promise<TokenIdentity | undefined> {
  const rows = await db.query<{ user_uuid: string; proven_by: 'launch' | 'learn'; proven_at: Date }>(
    'select user_uuid, proven_by, proven_at from token_identities where platform = $1 and token_hash = $2 and expires_at > $3',
    [platform, tokenHash, now],
  );
  const row = rows[0];
  return row && { userUuid: row.user_uuid, provenBy: row.proven_by, provenAt: new Date(row.proven_at) };
}

export async function forgetToken(db: Queryable, platform: string, tokenHash: string): Promise<void> {
  await db.query('delete from token_identities where platform = $1 and token_hash = $2', [platform, tokenHash]);
}

export interface KnownUser {
  user: LearnUser;
  checkedAt: Date;
}

export async function rememberUser(db: Queryable, platform: string, user: LearnUser, checkedAt: Date) {
  await db.query(
    `insert into learn_users (platform, uuid, id, user_name, name, institution_role_ids, system_role_ids, checked_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (platform, uuid) do update set id = excluded.id, user_name = excluded.user_name, name = excluded.name,
       institution_role_ids = excluded.institution_role_ids, system_role_ids = excluded.system_role_ids,
       checked_at = excluded.checked_at`,
    [
      platform,
      user.uuid,
      user.id,
      user.userName,
      user.name === undefined ? null : JSON.stringify(user.name),
      user.institutionRoleIds,
      user.systemRoleIds,
      checkedAt,
    ],
  );
}

interface UserRow {
  uuid: string;
  id: string;
  user_name: string | null;
  name: LearnUser['name'] | string | null;
  institution_role_ids: string[];
  system_role_ids: string[];
  checked_at: Date;
}

export async function knownUser(db: Queryable, platform: string, uuid: string): Promise<KnownUser | undefined> {
  const rows = await db.query<UserRow>(
    `select uuid, id, user_name, name, institution_role_ids, system_role_ids, checked_at from learn_users
     where platform = $1 and uuid = $2`,
    [platform, uuid],
  );
  const row = rows[0];
  if (!row) return undefined;
  // jsonb comes back parsed from PostgreSQL and PGlite alike; text only from a driver that does not parse it.
  const name = typeof row.name === 'string' ? (JSON.parse(row.name) as LearnUser['name']) : row.name;
  return {
    user: {
      id: row.id,
      uuid: row.uuid,
      userName: row.user_name,
      name,
      institutionRoleIds: row.institution_role_ids,
      systemRoleIds: row.system_role_ids,
    },
    checkedAt: new Date(row.checked_at),
  };
}

export interface KnownCourseRole {
  courseId: string | null;
  courseRoleId: string;
  provenAt: Date;
}

export async function rememberCourseRole(
  db: Queryable,
  platform: string,
  userUuid: string,
  courseRefs: readonly string[],
  role: { courseId: string | null; courseRoleId: string; provenBy: 'launch' | 'learn'; provenAt: Date },
) {
  for (const ref of new Set(courseRefs)) {
    await db.query(
      `insert into course_roles (platform, user_uuid, course_ref, course_id, course_role_id, proven_by, proven_at)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (platform, user_uuid, course_ref) do update set course_id = coalesce(excluded.course_id, course_roles.course_id),
         course_role_id = excluded.course_role_id, proven_by = excluded.proven_by, proven_at = excluded.proven_at`,
      [platform, userUuid, ref, role.courseId, role.courseRoleId, role.provenBy, role.provenAt],
    );
  }
}

export async function knownCourseRole(
  db: Queryable,
  platform: string,
  userUuid: string,
  courseRef: string,
  since: Date,
): Promise<KnownCourseRole | undefined> {
  const rows = await db.query<{ course_id: string | null; course_role_id: string; proven_at: Date }>(
    `select course_id, course_role_id, proven_at from course_roles
     where platform = $1 and user_uuid = $2 and course_ref = $3 and proven_at > $4`,
    [platform, userUuid, courseRef, since],
  );
  const row = rows[0];
  return row && { courseId: row.course_id, courseRoleId: row.course_role_id, provenAt: new Date(row.proven_at) };
}

/** Forgets the user's role in the course, under every reference it was kept by (uuid and primary id). */
export async function forgetCourseRole(db: Queryable, platform: string, userUuid: string, courseRef: string) {
  await db.query(
    `delete from course_roles where platform = $1 and user_uuid = $2 and (course_ref = $3 or course_id = $3
       or course_id in (select course_id from course_roles where platform = $1 and user_uuid = $2 and course_ref = $3))`,
    [platform, userUuid, courseRef],
  );
}
