/** The Learn user behind a bearer token, as Learn reports it (GET /v1/users/me). */
export interface LearnUser {
  id: string;
  uuid: string;
  userName: string | null;
  /** Learn's name (when Learn sends it): what "Last Updated By" initials are made from. */
  name?: { given: string | null; family: string | null } | null;
  institutionRoleIds: string[];
  systemRoleIds: string[];
}

/** Who a caller is, without their roles (those cost a Learn question: `Caller.roles`). */
export type CallerUser = Omit<LearnUser, 'institutionRoleIds' | 'systemRoleIds'>;

/** A user's institution and system roles, as Learn's users/me lists them. */
export type CallerRoles = Pick<LearnUser, 'institutionRoleIds' | 'systemRoleIds'>;

export interface Caller {
  /** Learn origin the token belongs to (allow-listed). */
  platformUrl: string;
  token: string;
  user: CallerUser;
  /**
   * The caller's roles, asked of Learn only when a check needs them (reused within IDENTITY_TTL_MS:
   * trust.ts); once per request. 401 / 502 as `identify` when Learn refuses or fails.
   */
  roles(): Promise<CallerRoles>;
}

export interface CourseMembership {
  courseId: string;
  userId: string;
  courseRoleId: string;
}

/** Learn answered 401/403 for the token: the caller is not who they claim. */
export class LearnUnauthorizedError extends Error {
  override name = 'LearnUnauthorizedError';
}
/** Learn answered 404 for a membership: the user is not enrolled. */
export class NotEnrolledError extends Error {
  override name = 'NotEnrolledError';
}

/** `fresh`: ask Learn now, whatever is already proven (admin and course-staff writes; src/identity/trust.ts). */
export interface AskOptions {
  fresh?: boolean;
}

/**
 * The two Learn questions the server asks about a caller. Implemented over @tools/learn-api
 * (learn-port.ts, always asks) and, around it, trusted-learn.ts (answers from what is proven).
 */
export interface LearnIdentityPort {
  getMe(platformUrl: string, token: string, options?: AskOptions): Promise<LearnUser>;
  getCourseMembership(
    platformUrl: string,
    token: string,
    courseRef: string,
    userRef: string,
    options?: AskOptions,
  ): Promise<CourseMembership>;
}
