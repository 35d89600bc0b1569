import { createSandbox, DEFAULTS, DEMO, inProcessFetch, type LtiPlatform, type Sandbox } from '@tools/sandbox';
import { decodeJwt, type CryptoKey, type JWTPayload } from 'jose';
import { beforeAll, beforeEach } from 'vitest';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createApp } from '../src/app.ts';
import { LearnCallCounter, type Tally } from '../src/learn-calls/learn-call-counter.ts';
import { loadConfig, type Config, type PlatformRegistration } from '../src/config.ts';
import type { Db } from '../src/db/types.ts';
import { shellRoutes } from '../src/http/static-shell.ts';
import type { LearnIdentityPort } from '../src/identity/caller.ts';
import { learnIdentityFromLearnApi } from '../src/identity/learn-port.ts';
import { createLogger } from '../src/log.ts';
import type { ServerModule } from '../src/module.ts';
import { CLAIM } from '../src/lti/claims.ts';
import { ToolKeys } from '../src/lti/tool-keys.ts';
import type { SandboxPersona } from './sandbox-app.ts';
import { testModules } from './modules.ts';
import { sharedDb } from './shared-db.ts';

/**
 * The server with the Learn sandbox as its Learn site and its LTI platform (issue 10 §1; it replaced a
 * hand-written test platform and a fake Learn answering by token): launches are
 * signed by the sandbox's platform, the 3-legged OAuth, identity and course roles are the sandbox's
 * Learn, AGS tokens, line items and scores its platform services. Nothing is answered by a double; the
 * harness only records what the server sent the sandbox and what it answered (`platform`).
 */
export const TOOL = 'https://tools.test';
/** The Learn site; the sandbox keeps its LTI platform on the same origin for a non-loopback host. */
export const PLATFORM = 'https://learn.test';
export const CLIENT_ID = DEFAULTS.ltiClientId;
export const DEPLOYMENT = DEFAULTS.ltiDeploymentId;
export const COURSE_ID = DEMO.courses.bio101.id;
export const COURSE_UUID = DEMO.courses.bio101.uuid;
/** The route of the default launch; its placement has the sandbox's line item (a 100-point column). */
export const ROUTE = 'LTIAssignment';

export const registration: PlatformRegistration = {
  issuer: PLATFORM,
  clientId: CLIENT_ID,
  authEndpoint: `${PLATFORM}/lti/authorize`,
  tokenEndpoint: `${PLATFORM}/lti/token`,
  jwksEndpoint: `${PLATFORM}/lti/jwks`,
  deploymentIds: [DEPLOYMENT],
  learnUrl: PLATFORM,
  restKey: DEFAULTS.appKey,
  restSecret: DEFAULTS.appSecret,
};

export type Persona = SandboxPersona;
/** Sandbox users: instructor (BIO101), instructor3 (Teaching Assistant in BIO101), student, admin, … */
export const users = DEMO.users;

/** One request the server sent to the sandbox (Learn or its LTI platform), and the sandbox's answer. */
export interface PlatformRequest {
  method: string;
  url: string;
  headers: Headers;
  body: string;
  status: number;
  answer: string;
}

type LaunchHint = Parameters<LtiPlatform['idTokenClaims']>[0];
type CourseRoleId = NonNullable<ReturnType<Sandbox['state']['store']['membership']>>['courseRoleId'];
type Claims = Record<string, unknown>;

export interface HarnessOptions {
  env?: Record<string, string>;
  /** A migrated database to reuse (see sharedDb); a fresh in-memory PGlite otherwise. */
  db?: Db;
  /** The server modules beside the core; default the test run's (serverVitestConfig's `modules`). */
  modules?: readonly ServerModule[];
  /** Fixed Learn tokens the sandbox issues for personas (`{ 't-teacher': 'instructor' }`), for tests that name them. */
  tokens?: Record<string, Persona>;
  /** Changes to the sandbox's Learn before the test (extra memberships, …). */
  setup?: (sandbox: Sandbox) => void;
  /**
   * Only for the one test whose Learn must fail in ways the sandbox cannot (error texts that carry the token,
   * to prove the log redacts them): identity asked of this port instead of the sandbox's Learn.
   */
  learn?: LearnIdentityPort;
  /**
   * The sandbox's LTI platform (issuer) on this origin instead of the Learn site's (Dynamic Registration tests:
   * a platform origin that is not a Learn origin). The server's outgoing HTTP reaches the sandbox there too.
   */
  ltiPlatformUrl?: string;
  /** Another server instance: the same sandbox (Learn site and platform) and clock as this harness. */
  sameSandboxAs?: { sandbox: Sandbox; clock: { now: Date } };
  /** Count the server's Learn calls as apps/server's main.ts does (learn-calls/, issue 26 §5). */
  countLearnCalls?: boolean;
}

const formField = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
const form = (body: string) => new URLSearchParams(body);

export async function createHarness(options: HarnessOptions = {}) {
  const clock: { now: Date } = options.sameSandboxAs?.clock ?? { now: new Date('2025-03-01T10:00:00.000Z') };
  const lines: Record<string, unknown>[] = [];
  const config: Config = loadConfig(
    {
      PUBLIC_URL: TOOL,
      ALLOWED_PLATFORM_ORIGINS: PLATFORM,
      ALLOWED_SHELL_ORIGINS: 'https://shell.test',
      LTI_PLATFORMS: JSON.stringify([registration]),
      LOG_LEVEL: 'debug',
      RELATED_ARTICLES_PROVIDER: 'fake',
      ...options.env,
    },
    options.modules ?? testModules(),
  );
  const db: Db = options.db ?? (await sharedDb()).db;
  const log = createLogger('debug', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));

  let sandbox: Sandbox | undefined = options.sameSandboxAs?.sandbox;
  const sandboxFetch: { current?: typeof globalThis.fetch } = {};
  const requests: PlatformRequest[] = [];
  // The server's outgoing HTTP reaches the sandbox in-process; each request is recorded with the answer.
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const origin = new URL(request.url).origin;
    if ((origin !== PLATFORM && origin !== options.ltiPlatformUrl) || !sandboxFetch.current)
      throw new Error(`no sandbox at ${request.url}`);
    const body = request.body ? await request.clone().text() : '';
    const response = await sandboxFetch.current(request);
    requests.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body,
      status: response.status,
      answer: await response.clone().text(),
    });
    return response;
  };
  const toolKeys = new ToolKeys(db, config.keyRotationDays, () => clock.now);
  const learnCalls = options.countLearnCalls
    ? new LearnCallCounter({ db, log, now: () => clock.now, scope: new AsyncLocalStorage<Tally>() })
    : undefined;
  const app = createApp({
    config,
    db,
    log,
    toolKeys,
    learn: options.learn ?? learnIdentityFromLearnApi(learnCalls ? learnCalls.wrap(fetch) : fetch),
    fetch,
    ...(learnCalls ? { learnCalls } : {}),
    now: () => clock.now,
    shellRoutes,
  });
  if (!sandbox) {
    // The platform verifies client assertions and deep-linking responses with the tool's published keys
    // (none when the test broke the database on purpose).
    // Asked of the key store, not the app, so tests can still add routes to the app.
    const toolJwks = await toolKeys.jwks().catch(() => ({ keys: [] }));
    sandbox = createSandbox({
      publicUrl: PLATFORM,
      shellUrl: TOOL,
      now: clock.now.getTime(),
      clock: () => clock.now.getTime(),
      lti: { toolUrl: TOOL, toolJwks, ...(options.ltiPlatformUrl ? { platformUrl: options.ltiPlatformUrl } : {}) },
    });
  }
  const sb = sandbox;
  for (const [token, persona] of Object.entries(options.tokens ?? {}))
    sb.state.issueToken(users[persona].id, { token });
  options.setup?.(sb);
  sandboxFetch.current = inProcessFetch(sb.app);
  const course = sb.state.store.courseById(COURSE_ID)!;
  const link = sb.lti.placement(course, ROUTE, ROUTE);
  const deepLinkPlacement = sb.lti.placement(course, 'DeepLinkTool', 'DeepLinkTool');
  const lineItems = sb.lti.lineItemsUrl(COURSE_ID);
  const lineItem = sb.lti.lineItemUrl(COURSE_ID, link.columnId!);

  const nowS = () => Math.floor(clock.now.getTime() / 1000);
  const hint = (kind: LaunchHint['kind'], persona: Persona): LaunchHint => ({
    userId: users[persona].id,
    courseId: COURSE_ID,
    route: kind === 'deeplink' ? 'DeepLinkTool' : ROUTE,
    kind,
    resourceLinkId: kind === 'deeplink' ? deepLinkPlacement.id : link.id,
    expiresAt: clock.now.getTime() + 5 * 60_000,
  });
  /** What the platform's auth endpoint adds to the claims when it signs them. */
  const envelope = () => ({ iss: sb.lti.issuer, aud: CLIENT_ID, iat: nowS(), exp: nowS() + 300 });

  /** The sandbox platform's claims of a resource-link launch by `persona` (instructor); override any. */
  function claims(nonce: string, overrides: Claims = {}, persona: Persona = 'instructor'): Claims {
    return { ...envelope(), ...sb.lti.idTokenClaims(hint('resource', persona), nonce), ...overrides };
  }

  /** The sandbox platform's deep-linking claims; `settings` overrides members of deep_linking_settings. */
  function deepLinkClaims(nonce: string, settings: Claims = {}): Claims {
    const base: Claims = { ...envelope(), ...sb.lti.idTokenClaims(hint('deeplink', 'instructor'), nonce) };
    return {
      ...base,
      [CLAIM.deepLinkingSettings]: { ...(base[CLAIM.deepLinkingSettings] as Claims), ...settings },
    };
  }

  /** OIDC login initiation as the sandbox platform starts it (instructor, BIO101); `params` override. */
  async function login(params: Record<string, string> = {}, kind: LaunchHint['kind'] = 'resource') {
    const placement = kind === 'deeplink' ? deepLinkPlacement : link;
    const start = new URL(
      sb.lti.loginInitiationUrl(sb.state.store.userById(users.instructor.id)!, course, placement, kind),
    );
    const query = new URLSearchParams(start.searchParams);
    for (const [k, v] of Object.entries(params)) query.set(k, v);
    const res = await app.request(`/lti/login?${query}`);
    const location = new URL(res.headers.get('location') ?? 'about:blank');
    return {
      res,
      location,
      state: location.searchParams.get('state') ?? '',
      nonce: location.searchParams.get('nonce') ?? '',
    };
  }

  function postLaunch(fields: Record<string, string>) {
    return app.request('/lti/launch', { method: 'POST', body: new URLSearchParams(fields) });
  }

  /**
   * Login + id_token POST. Without `build` the sandbox platform's auth endpoint answers the server's
   * authentication request (the real launch); with it, the platform signs the claims `build` makes from the
   * login's nonce (`signIdToken`), and `sign` picks another key and/or kid (forged or unknown).
   */
  async function launch(build?: (nonce: string) => Claims, sign: { key?: CryptoKey; kid?: string } = {}) {
    const l = await login();
    let idToken: string;
    if (build || sign.key || sign.kid) {
      idToken = await sb.lti.signIdToken((build ?? ((n: string) => claims(n)))(l.nonce), sign);
    } else {
      const page = await (await sb.app.request(l.location.href)).text();
      const token = formField(page, 'id_token');
      if (!token || formField(page, 'state') !== l.state) throw new Error(`the platform refused: ${page}`);
      idToken = token;
    }
    const res = await postLaunch({ id_token: idToken, state: l.state });
    return { res, idToken, login: l };
  }

  /**
   * The whole flow up to the shell redirect: launch, Learn's 3-legged OAuth (the sandbox), callback; or,
   * when the server reuses the user's kept Learn session, straight to the shell (`signedIn` false).
   */
  async function fullLaunch(build?: (nonce: string) => Claims) {
    const { res } = await launch(build);
    if (res.status !== 302) throw new Error(`launch failed: ${res.status} ${await res.text()}`);
    const next = new URL(res.headers.get('location')!);
    const reused = next.origin === TOOL && next.searchParams.has('launch_code');
    let shell = next;
    let authorize: URL | null = null;
    let oauthCode: string | null = null;
    if (!reused) {
      authorize = next;
      const learnAnswer = await sb.app.request(authorize.href);
      const callback = new URL(learnAnswer.headers.get('location') ?? 'about:blank');
      if (callback.origin !== TOOL) throw new Error(`Learn's OAuth failed: ${await learnAnswer.text()}`);
      oauthCode = callback.searchParams.get('code');
      const cb = await app.request(callback.pathname + callback.search);
      if (cb.status !== 302) throw new Error(`callback failed: ${cb.status} ${await cb.text()}`);
      shell = new URL(cb.headers.get('location')!);
    }
    const state = shell.searchParams.get('state')!;
    const decoded = JSON.parse(Buffer.from(state, 'base64').toString('utf8')) as Record<string, unknown>;
    return {
      /** Learn's authorization URL (null when the kept session was reused). */
      authorize: authorize!,
      oauthCode: oauthCode!,
      signedIn: !reused,
      shell,
      state,
      decoded,
      code: shell.searchParams.get('launch_code')!,
    };
  }

  const sent = (method: string, match: (url: URL) => boolean) =>
    requests.filter((r) => r.method === method && match(new URL(r.url)));
  const isTokenGrant = (r: PlatformRequest) => r.url === registration.tokenEndpoint;
  /** What the server asked the sandbox and what it answered, by kind. */
  const platform = {
    sandbox: sb,
    lti: sb.lti,
    requests,
    get jwksFetches() {
      return sent('GET', (u) => u.href === registration.jwksEndpoint).length;
    },
    /** Learn 3-legged OAuth code exchanges. */
    get codeExchanges() {
      return sent('POST', (u) => u.pathname.endsWith('/oauth2/token')).map((r) => ({
        body: form(r.body),
        authorization: r.headers.get('authorization'),
        answer: JSON.parse(r.answer) as Record<string, unknown>,
      }));
    },
    /** The Learn tokens the sandbox issued to the server, in order. */
    get learnTokens() {
      return this.codeExchanges.map((e) => e.answer.access_token as string);
    },
    /** AGS token requests (client credentials with a client assertion). */
    get tokenRequests() {
      return requests.filter(isTokenGrant).map((r) => form(r.body));
    },
    get agsTokens() {
      return requests
        .filter((r) => isTokenGrant(r) && r.status === 200)
        .map((r) => (JSON.parse(r.answer) as { access_token: string }).access_token);
    },
    get assertions(): JWTPayload[] {
      return this.tokenRequests.map((r) => decodeJwt(r.get('client_assertion') ?? ''));
    },
    get scores() {
      return sent('POST', (u) => u.pathname.endsWith('/scores')).map((r) => ({
        url: r.url,
        contentType: r.headers.get('content-type'),
        authorization: r.headers.get('authorization'),
        body: JSON.parse(r.body) as Record<string, unknown>,
        status: r.status,
      }));
    },
    /** Reads of one line item (not the container). */
    get lineItemReads() {
      return sent('GET', (u) => /\/lineitems\/[^/]+$/.test(u.pathname)).map((r) => ({
        url: r.url,
        authorization: r.headers.get('authorization'),
      }));
    },
  };

  /** What the server asked Learn about callers (identity and course roles). */
  const learn = {
    calls: {
      get me() {
        return sent('GET', (u) => u.pathname.endsWith('/v1/users/me')).length;
      },
      get membership() {
        return sent('GET', (u) => /\/v1\/courses\/[^/]+\/users\/[^/]+$/.test(u.pathname)).map((r) => {
          const [, courseRef, userRef] = /\/courses\/([^/]+)\/users\/([^/]+)$/.exec(new URL(r.url).pathname)!;
          return { courseRef: decodeURIComponent(courseRef!), userRef: decodeURIComponent(userRef!) };
        });
      },
    },
  };

  /** The sandbox's gradebook column behind one of its line items (to read grades or change the maximum). */
  function lineItemColumn(url: string = lineItem) {
    const column = sb.state.store.columnById(new URL(url).pathname.split('/').pop()!);
    if (!column) throw new Error(`no line item ${url}`);
    return column;
  }

  /** Another line item in BIO101's container, as a tool or instructor makes one (a column linked to the tool). */
  function addLineItem(label: string, scoreMaximum = 100): string {
    const id = sb.state.store.mintId();
    const at = clock.now.toISOString();
    sb.state.store.addColumn({
      ...lineItemColumn(),
      id,
      externalId: `lti-${id}`,
      name: label,
      displayName: label,
      created: at,
      modified: at,
      score: { possible: scoreMaximum },
      grading: { ...lineItemColumn().grading },
    });
    sb.lti.lineItems.set(id, { resourceId: label });
    return sb.lti.lineItemUrl(COURSE_ID, id);
  }

  /** Headers of a caller with a Learn token the sandbox issued to `persona`. */
  const authAs = (persona: Persona) => auth(sb.state.issueToken(users[persona].id));

  /** Changes (or with null removes) `persona`'s membership in BIO101 in the sandbox's Learn. */
  function setCourseRole(persona: Persona, role: CourseRoleId | (string & {}) | null) {
    const m = sb.state.store.membership(COURSE_ID, users[persona].id);
    if (!m) throw new Error(`${persona} is not in BIO101`);
    if (role === null) sb.state.store.removeMembership(m);
    // Learn answers custom course role ids (`Mentor`, `custom-observer`) as they are; the seed types name only the built-in ones.
    else m.courseRoleId = role as CourseRoleId;
  }

  return {
    app,
    /** The server's outgoing HTTP: the sandbox in-process, recorded in `platform.requests`. */
    platformFetch: fetch,
    db,
    config,
    clock,
    lines,
    sandbox: sb,
    learn,
    platform,
    lineItem,
    lineItems,
    claims,
    deepLinkClaims,
    login,
    postLaunch,
    launch,
    fullLaunch,
    auth: authAs,
    setCourseRole,
    lineItemColumn,
    addLineItem,
  };
}
export type Harness = Awaited<ReturnType<typeof createHarness>>;

/**
 * A fresh harness for every test of the file on one migrated PGlite (emptied between tests):
 * `const h = harnessEachTest();` at the top of a file, then `h.…` inside its tests.
 */
export function harnessEachTest(options: Omit<HarnessOptions, 'db'> = {}): Harness {
  let shared: Awaited<ReturnType<typeof sharedDb>>;
  let current: Harness | undefined;
  beforeAll(async () => {
    shared = await sharedDb();
  });
  beforeEach(async () => {
    current = await createHarness({ ...options, db: await shared.reset() });
  });
  return new Proxy({} as Harness, {
    get(_target, key) {
      if (!current) throw new Error('The harness exists only inside a test (beforeEach creates it).');
      return Reflect.get(current, key);
    },
  });
}

export const auth = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Learn-Platform': PLATFORM });

export { sharedDb };
