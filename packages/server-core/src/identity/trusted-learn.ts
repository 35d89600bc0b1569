import type { Db } from '../db/types.ts';
import {
  LearnUnauthorizedError,
  NotEnrolledError,
  type CallerUser,
  type CourseMembership,
  type LearnIdentityPort,
  type LearnUser,
} from './caller.ts';
import { tokenKey } from './identify.ts';
import { COURSE_ROLE_TTL_MS, IDENTITY_TTL_MS } from './trust.ts';
import * as store from './trust-store.ts';

/** A course's primary id for a reference the caller used (the shared course cache, or null when unknown). */
export type CourseIdOf = (platformUrl: string, token: string, courseRef: string) => Promise<string | null>;
/** A course's primary id when the shared course cache already keeps it (no Learn call), else null. */
export type KeptCourseIdOf = (platformUrl: string, courseRef: string) => Promise<string | null>;

export interface TrustedLearn extends LearnIdentityPort {
  /**
   * Who the token belongs to, without roles (trust.ts, `identify`): no Learn call when the token
   * is known (a launch handed it out, or Learn named its user) and the user's primary id is kept.
   */
  userOf(platformUrl: string, token: string): Promise<CallerUser>;
  /** What a launch proved: its token is the launch user's, and the user's course role when the roles name one. */
  rememberLaunch(launch: {
    platformUrl: string;
    token: string;
    expiresAt: string;
    userUuid: string;
    courseUuid: string | null;
    /** Learn's course role the launch's LTI roles name (`launchCourseRole`), or null. */
    courseRoleId: string | null;
  }): Promise<void>;
  /** Learn refused the token: nothing about it is trusted any more. */
  forgetToken(platformUrl: string, token: string): Promise<void>;
}

const PRIMARY_ID = /^_\d+_\d+$/;

/**
 * The server's Learn questions about callers (users/me, course membership) answered from what is
 * already proven (trust.ts), in the database, and from Learn otherwise (then remembered).
 */
export function trustedLearn(
  learn: LearnIdentityPort,
  db: Db,
  now: () => Date,
  courseIdOf: CourseIdOf = async () => null,
  keptCourseIdOf: KeptCourseIdOf = async () => null,
): TrustedLearn {
  async function askMe(platformUrl: string, token: string): Promise<LearnUser> {
    let user: LearnUser;
    try {
      user = await learn.getMe(platformUrl, token);
    } catch (error) {
      if (error instanceof LearnUnauthorizedError)
        await store.forgetToken(db, platformUrl, tokenKey(platformUrl, token));
      throw error;
    }
    const at = now();
    await store.rememberUser(db, platformUrl, user, at);
    // A token only Learn's answer vouches for is trusted as long as that answer: then Learn is asked again.
    const known = await store.tokenIdentity(db, platformUrl, tokenKey(platformUrl, token), at);
    if (known?.provenBy !== 'launch' || known.userUuid !== user.uuid)
      await store.rememberToken(
        db,
        platformUrl,
        tokenKey(platformUrl, token),
        { userUuid: user.uuid, provenBy: 'learn', provenAt: at },
        new Date(at.getTime() + IDENTITY_TTL_MS),
      );
    return user;
  }

  /**
   * Learn's users/me answers still on their way, by token: a tool's first screen sends its server calls
   * together, and each would otherwise ask Learn the same question. Only requests in flight are shared
   * (nothing outlives the answer; every instance keeps its own), so this is no cache across requests.
   */
  const asking = new Map<string, Promise<LearnUser>>();
  const askMeOnce = (platformUrl: string, token: string): Promise<LearnUser> => {
    const key = tokenKey(platformUrl, token);
    let pending = asking.get(key);
    if (!pending) {
      pending = askMe(platformUrl, token).finally(() => asking.delete(key));
      asking.set(key, pending);
    }
    return pending;
  };

  const uuidOf = async (platformUrl: string, token: string) =>
    (await store.tokenIdentity(db, platformUrl, tokenKey(platformUrl, token), now()))?.userUuid;

  return {
    async getMe(platformUrl, token, options) {
      if (!options?.fresh) {
        const uuid = await uuidOf(platformUrl, token);
        const known = uuid ? await store.knownUser(db, platformUrl, uuid) : undefined;
        if (known && now().getTime() - known.checkedAt.getTime() < IDENTITY_TTL_MS) return known.user;
        return askMeOnce(platformUrl, token);
      }
      return askMe(platformUrl, token);
    },

    async userOf(platformUrl, token) {
      const uuid = await uuidOf(platformUrl, token);
      const known = uuid ? await store.knownUser(db, platformUrl, uuid) : undefined;
      const {
        institutionRoleIds: _i,
        systemRoleIds: _s,
        ...user
      } = known?.user ?? (await askMeOnce(platformUrl, token));
      return user; // roles are asked when a check needs them (`getMe`, within IDENTITY_TTL_MS)
    },

    async getCourseMembership(platformUrl, token, courseRef, userRef, options): Promise<CourseMembership> {
      const uuid = await uuidOf(platformUrl, token);
      if (uuid && !options?.fresh) {
        const since = new Date(now().getTime() - COURSE_ROLE_TTL_MS);
        const known = await store.knownCourseRole(db, platformUrl, uuid, courseRef, since);
        const courseId = known
          ? (known.courseId ??
            (PRIMARY_ID.test(courseRef) ? courseRef : await courseIdOf(platformUrl, token, courseRef)))
          : null;
        if (known && courseId) return { courseId, userId: userRef, courseRoleId: known.courseRoleId };
      }
      let membership: CourseMembership;
      try {
        membership = await learn.getCourseMembership(platformUrl, token, courseRef, userRef);
      } catch (error) {
        // Not enrolled (any more), or the membership is unavailable: a role proven before no longer counts.
        if (uuid && error instanceof NotEnrolledError) await store.forgetCourseRole(db, platformUrl, uuid, courseRef);
        throw error;
      }
      if (uuid)
        await store.rememberCourseRole(db, platformUrl, uuid, [courseRef, membership.courseId], {
          courseId: membership.courseId,
          courseRoleId: membership.courseRoleId,
          provenBy: 'learn',
          provenAt: now(),
        });
      return membership;
    },

    async rememberLaunch(launch) {
      const at = now();
      await store.rememberToken(
        db,
        launch.platformUrl,
        tokenKey(launch.platformUrl, launch.token),
        { userUuid: launch.userUuid, provenBy: 'launch', provenAt: at },
        new Date(launch.expiresAt),
      );
      const { courseRoleId, courseUuid } = launch;
      if (courseUuid && courseRoleId) {
        // Tools call our server with the course's primary id: kept under it too when the course cache
        // already knows it (no Learn call at launch), so the launch's proof answers those calls as well.
        const courseId = await keptCourseIdOf(launch.platformUrl, courseUuid);
        await store.rememberCourseRole(
          db,
          launch.platformUrl,
          launch.userUuid,
          [courseUuid, ...(courseId ? [courseId] : [])],
          {
            courseId,
            courseRoleId,
            provenBy: 'launch',
            provenAt: at,
          },
        );
      }
    },

    forgetToken: (platformUrl, token) => store.forgetToken(db, platformUrl, tokenKey(platformUrl, token)),
  };
}
