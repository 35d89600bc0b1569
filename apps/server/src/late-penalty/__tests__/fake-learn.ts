import {
  NotEnrolledError,
  LearnUnauthorizedError,
  type LearnIdentityPort,
  type LearnUser,
} from '../../identity/caller.ts';
import { PLATFORM } from '../../../test/test-platform.ts';

export const COURSE = '_7_1';
export const OTHER_COURSE = '_8_1';

const user = (id: string, userName: string, roles: string[] = []): LearnUser => ({
  id,
  uuid: `uuid-${userName}`,
  userName,
  institutionRoleIds: roles,
  systemRoleIds: ['User'],
});
export const USERS = {
  admin: user('_1_1', 'admin', ['STAFF', 'LATE_PENALTY_ADMIN']),
  teacher: user('_10_1', 'teacher', ['FACULTY']),
  learner: user('_20_1', 'learner', ['STUDENT']),
  learner2: user('_21_1', 'learner2', ['STUDENT']),
  ta: user('_30_1', 'ta', ['STAFF']),
} as const;
export type Persona = keyof typeof USERS;

/** Course roles by course and user; the admin is in no course. */
const ROLES: Record<string, Record<string, string>> = {
  [COURSE]: { _10_1: 'Instructor', _20_1: 'Student', _21_1: 'Student', _30_1: 'TeachingAssistant' },
  [OTHER_COURSE]: { _10_1: 'Student', _21_1: 'Student' },
};

/** Fake Learn: token `t-<persona>`; counts membership look-ups. */
export function latePenaltyLearn() {
  const calls = { membership: 0 };
  const port: LearnIdentityPort = {
    async getMe(platformUrl, token) {
      const persona = token.replace(/^t-/, '') as Persona;
      const found = platformUrl === PLATFORM ? USERS[persona] : undefined;
      if (!found) throw new LearnUnauthorizedError('bad token');
      return found;
    },
    async getCourseMembership(_p, _t, courseRef, userRef) {
      calls.membership += 1;
      const role = ROLES[courseRef]?.[userRef];
      if (!role) throw new NotEnrolledError('not enrolled');
      return { courseId: courseRef, userId: userRef, courseRoleId: role };
    },
  };
  return { port, calls };
}

export const as = (persona: Persona, json?: unknown): RequestInit => ({
  headers: {
    Authorization: `Bearer t-${persona}`,
    'X-Learn-Platform': PLATFORM,
    ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
  },
  ...(json === undefined ? {} : { body: JSON.stringify(json) }),
});
