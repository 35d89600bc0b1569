import { createLearnClient, getCourseMembership, getUser, isLearnError } from '@tools/learn-api';
import {
  LearnUnauthorizedError,
  NotEnrolledError,
  type CourseMembership,
  type LearnIdentityPort,
  type LearnUser,
} from './caller.ts';

const ME_FIELDS = ['id', 'uuid', 'userName', 'name', 'institutionRoleIds', 'systemRoleIds'];
const MEMBERSHIP_FIELDS = ['courseId', 'userId', 'courseRoleId', 'availability.available'];

function translate(error: unknown, notFound: 'unauthorized' | 'not-enrolled'): never {
  if (isLearnError(error)) {
    if (error.kind === 'auth') throw new LearnUnauthorizedError(error.message);
    if ((error.kind === 'not-found' || error.kind === 'forbidden') && notFound === 'not-enrolled')
      throw new NotEnrolledError(error.message);
    if (error.kind === 'forbidden' || error.kind === 'not-found') throw new LearnUnauthorizedError(error.message);
  }
  throw error;
}

/** The server's Learn questions, asked through the one Learn client (@tools/learn-api). */
export function learnIdentityFromLearnApi(fetchFn?: typeof globalThis.fetch): LearnIdentityPort {
  const client = (platformUrl: string, token: string) =>
    createLearnClient({ baseUrl: platformUrl, token, ...(fetchFn ? { fetch: fetchFn } : {}) });
  return {
    async getMe(platformUrl, token): Promise<LearnUser> {
      const user = await getUser(client(platformUrl, token), { userRef: 'me' }, { fields: ME_FIELDS }).catch(
        (e: unknown) => translate(e, 'unauthorized'),
      );
      if (!user.id || !user.uuid) throw new LearnUnauthorizedError('Learn did not return the user id and uuid.');
      return {
        id: user.id,
        uuid: user.uuid,
        userName: user.userName ?? null,
        name: user.name ? { given: user.name.given ?? null, family: user.name.family ?? null } : null,
        institutionRoleIds: user.institutionRoleIds ?? [],
        systemRoleIds: user.systemRoleIds ?? [],
      };
    },
    async getCourseMembership(platformUrl, token, courseRef, userRef): Promise<CourseMembership> {
      const m = await getCourseMembership(
        client(platformUrl, token),
        { courseRef, userRef },
        { fields: MEMBERSHIP_FIELDS },
      ).catch((e: unknown) => translate(e, 'not-enrolled'));
      if (!m.courseRoleId || !m.courseId) throw new NotEnrolledError('Learn returned a membership without a role.');
      // An unavailable or disabled membership cannot open the course in Learn: not a member for us either.
      const available = m.availability?.available;
      if (available === 'No' || available === 'Disabled')
        throw new NotEnrolledError(`Learn says the membership is not available (${available}).`);
      return { courseId: m.courseId, userId: m.userId ?? userRef, courseRoleId: m.courseRoleId };
    },
  };
}
