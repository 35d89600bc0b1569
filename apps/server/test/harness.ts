import { createApp, type AppDeps } from '../src/app.ts';
import { shellRoutes } from '../src/http/static-shell.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPglite } from '../src/db/pglite.ts';
import type { Db } from '../src/db/types.ts';
import {
  LearnUnauthorizedError,
  NotEnrolledError,
  type CourseMembership,
  type LearnIdentityPort,
  type LearnUser,
} from '../src/identity/caller.ts';
import { createLogger } from '../src/log.ts';
import { CLAIM } from '../src/lti/claims.ts';
import {
  CLIENT_ID,
  DEEP_LINK_RETURN,
  DEPLOYMENT,
  LINE_ITEM,
  LINE_ITEMS,
  PLATFORM,
  createTestPlatform,
  registration,
  type Signer,
} from './test-platform.ts';

export const TOOL = 'https://tools.test';
export const COURSE_UUID = 'course-uuid-7';
export const COURSE_ID = '_7_1';

export const instructor: LearnUser = {
  id: '_10_1',
  uuid: 'uuid-instructor',
  userName: 'teacher',
  institutionRoleIds: ['FACULTY'],
  systemRoleIds: ['User'],
};
export const student: LearnUser = {
  id: '_20_1',
  uuid: 'uuid-student',
  userName: 'learner',
  institutionRoleIds: ['STUDENT'],
  systemRoleIds: ['User'],
};
export const assistant: LearnUser = {
  id: '_30_1',
  uuid: 'uuid-ta',
  userName: 'ta',
  institutionRoleIds: ['STAFF'],
  systemRoleIds: ['User'],
};

/** Fake Learn answering by token: token `t-<userName>`; memberships in course _7_1 / its uuid. */
export function fakeLearn() {
  const users = new Map([instructor, student, assistant].map((u) => [`t-${u.userName}`, u]));
  // The token the test platform's OAuth issues belongs to the launching instructor.
  users.set('learn-user-token', instructor);
  const roles = new Map([
    [instructor.id, 'Instructor'],
    [student.id, 'Student'],
    [assistant.id, 'TeachingAssistant'],
  ]);
  const calls = { me: 0, membership: [] as { courseRef: string; userRef: string }[] };
  const port: LearnIdentityPort = {
    async getMe(platformUrl, token) {
      calls.me += 1;
      const user = platformUrl === PLATFORM ? users.get(token) : undefined;
      if (!user) throw new LearnUnauthorizedError('bad token');
      return user;
    },
    async getCourseMembership(_platformUrl, _token, courseRef, userRef): Promise<CourseMembership> {
      calls.membership.push({ courseRef, userRef });
      const role = roles.get(userRef);
      if (!role || (courseRef !== COURSE_ID && courseRef !== COURSE_UUID)) throw new NotEnrolledError('not enrolled');
      return { courseId: COURSE_ID, userId: userRef, courseRoleId: role };
    },
  };
  return { port, calls, roles };
}

export interface HarnessOptions {
  env?: Record<string, string>;
  learn?: LearnIdentityPort;
  /** A migrated database to reuse (see sharedDb); a fresh in-memory PGlite otherwise. */
  db?: Db;
  uefScript?: AppDeps['uefScript'];
}

/** One in-memory PGlite per test file, emptied between tests (creating PGlite is the slow part). */
export async function sharedDb() {
  const db = await openPglite(null);
  await migrate(db);
  return {
    db,
    async reset() {
      await db.exec(
        'truncate lti_keys, lti_logins, lti_nonces, lti_launches, lti_oauth_states, lti_launch_codes, lti_line_item_maximums cascade',
      );
      return db;
    },
  };
}

export async function createHarness(options: HarnessOptions = {}) {
  const clock = { now: new Date('2025-03-01T10:00:00.000Z') };
  const lines: Record<string, unknown>[] = [];
  const config: Config = loadConfig({
    PUBLIC_URL: TOOL,
    ALLOWED_PLATFORM_ORIGINS: PLATFORM,
    ALLOWED_SHELL_ORIGINS: 'https://shell.test',
    LTI_PLATFORMS: JSON.stringify([registration]),
    LOG_LEVEL: 'debug',
    RELATED_ARTICLES_PROVIDER: 'fake',
    ...options.env,
  });
  const db: Db = options.db ?? (await sharedDb()).db;
  const log = createLogger('debug', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  const learn = fakeLearn();
  // The platform's AGS token endpoint checks assertions against our published JWKS.
  let appRef: ReturnType<typeof createApp> | null = null;
  const platform = await createTestPlatform({
    toolJwks: async () => (await appRef!.request('/lti/jwks')).json(),
    now: () => clock.now,
  });
  const app = createApp({
    config,
    db,
    log,
    learn: options.learn ?? learn.port,
    fetch: platform.fetch,
    now: () => clock.now,
    shellRoutes,
    ...(options.uefScript ? { uefScript: options.uefScript } : {}),
  });
  appRef = app;

  const nowS = () => Math.floor(clock.now.getTime() / 1000);

  /** Claims of a valid resource-link launch; override any of them. */
  function claims(nonce: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
    return {
      iss: PLATFORM,
      aud: CLIENT_ID,
      sub: 'uuid-instructor',
      iat: nowS(),
      exp: nowS() + 300,
      nonce,
      [CLAIM.messageType]: 'LtiResourceLinkRequest',
      [CLAIM.version]: '1.3.0',
      [CLAIM.deploymentId]: DEPLOYMENT,
      [CLAIM.targetLinkUri]: `${TOOL}/lti/launch`,
      [CLAIM.resourceLink]: { id: 'rl-1' },
      [CLAIM.roles]: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor'],
      [CLAIM.context]: { id: COURSE_UUID, label: 'BIO101' },
      [CLAIM.custom]: { route: 'LTIAssignment' },
      [CLAIM.launchPresentation]: { locale: 'en-AU' },
      [CLAIM.ags]: {
        scope: [
          'https://purl.imsglobal.org/spec/lti-ags/scope/score',
          'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
        ],
        lineitems: LINE_ITEMS,
        lineitem: LINE_ITEM,
      },
      [CLAIM.oneTimeSessionToken]: 'ots-123',
      ...overrides,
    };
  }

  /** Deep-linking launch claims. */
  function deepLinkClaims(nonce: string, settings: Record<string, unknown> = {}): Record<string, unknown> {
    const base = claims(nonce, {
      [CLAIM.messageType]: 'LtiDeepLinkingRequest',
      [CLAIM.deepLinkingSettings]: {
        deep_link_return_url: DEEP_LINK_RETURN,
        accept_types: ['ltiResourceLink'],
        accept_multiple: true,
        data: 'opaque-platform-data',
        ...settings,
      },
      [CLAIM.custom]: {},
    });
    delete base[CLAIM.resourceLink];
    delete base[CLAIM.ags];
    return base;
  }

  async function login(params: Record<string, string> = {}) {
    const query = new URLSearchParams({
      iss: PLATFORM,
      login_hint: 'hint-1',
      target_link_uri: `${TOOL}/lti/launch`,
      client_id: CLIENT_ID,
      ...params,
    });
    const res = await app.request(`/lti/login?${query}`);
    const location = new URL(res.headers.get('location') ?? 'about:blank');
    return {
      res,
      location,
      state: location.searchParams.get('state') ?? '',
      nonce: location.searchParams.get('nonce') ?? '',
    };
  }

  function postLaunch(form: Record<string, string>) {
    return app.request('/lti/launch', { method: 'POST', body: new URLSearchParams(form) });
  }

  /** Login + id_token POST; `build` makes the claims from the login's nonce. */
  async function launch(
    build: (nonce: string) => Record<string, unknown> = (n) => claims(n),
    opts: { signer?: Signer; kid?: string } = {},
  ) {
    const l = await login();
    const idToken = await platform.sign(build(l.nonce), opts);
    const res = await postLaunch({ id_token: idToken, state: l.state });
    return { res, idToken, login: l };
  }

  /** The whole flow up to the shell redirect. */
  async function fullLaunch(build?: (nonce: string) => Record<string, unknown>) {
    const { res } = await launch(build);
    if (res.status !== 302) throw new Error(`launch failed: ${res.status} ${await res.text()}`);
    const authorize = new URL(res.headers.get('location')!);
    const cb = await app.request(
      `/lti/oauth/callback?${new URLSearchParams({ code: 'good-code', state: authorize.searchParams.get('state')! })}`,
    );
    if (cb.status !== 302) throw new Error(`callback failed: ${cb.status} ${await cb.text()}`);
    const shell = new URL(cb.headers.get('location')!);
    const state = shell.searchParams.get('state')!;
    const decoded = JSON.parse(Buffer.from(state, 'base64').toString('utf8')) as Record<string, unknown>;
    return { authorize, shell, state, decoded, code: shell.searchParams.get('launch_code')! };
  }

  return {
    app,
    db,
    config,
    clock,
    lines,
    learn,
    platform,
    claims,
    deepLinkClaims,
    login,
    postLaunch,
    launch,
    fullLaunch,
  };
}
export type Harness = Awaited<ReturnType<typeof createHarness>>;

export const auth = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Learn-Platform': PLATFORM });
