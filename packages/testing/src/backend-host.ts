import { emptyLaunch, type LaunchContext, type Locale } from '@tools/launch';
import { inProcessFetch, type Sandbox } from '@tools/sandbox';
import { takeBackendFault } from './backend-faults.ts';

export { backendFault, clearBackendFaults } from './backend-faults.ts';
export type { BackendFault, BackendFaultInput } from './backend-faults.ts';

// Browser-safe (no vitest, no Node): the one way screen tests (backend-server.ts) and Storybook
// (story-backend.ts) run our real server in-process next to the sandbox.

/** What `@tools/server-core/embedded.ts` gives (declared here so tools' typechecks never compile the server). */
export interface EmbeddedServer {
  fetch: (request: Request) => Promise<Response>;
  /** Another instance (own app and caches) on the same database. */
  instance: () => (request: Request) => Promise<Response>;
  /** The database, for a test that must age stored rows (a lease whose run stopped minutes ago). */
  db: { exec: (sql: string) => Promise<void> };
  reset: () => Promise<void>;
  close: () => Promise<void>;
}
export interface EmbeddedModule {
  createEmbeddedServer(options: {
    publicUrl: string;
    platformOrigins: readonly string[];
    learnFetch: typeof globalThis.fetch;
    env?: Record<string, string>;
    snapshot?: Blob;
    /** The tools' server modules beside the core (opaque here: `ServerModule`s of @tools/server-core). */
    modules?: readonly unknown[];
  }): Promise<EmbeddedServer>;
}

export interface BackendHostOptions {
  /** The sandbox's origin: its Learn REST, OAuth and LTI platform. */
  learnUrl: string;
  /** Our server's origin, as launches name it (`backendUrl`). */
  backendUrl: string;
  /** The sandbox of the current test or story (read on every request: it is replaced between them). */
  sandbox: () => Sandbox;
  /**
   * Loads the server: the core with the package's modules in screen tests (backend-server.ts), the whole
   * product (`@tools/server/embedded`, imported statically so Vite bundles it) in Storybook.
   */
  load: () => Promise<EmbeddedModule>;
  /** A migrated empty database to start from (Storybook: skips initdb in WebAssembly). */
  snapshot?: () => Promise<Blob>;
  /**
   * Keep the Learn requests a launch made in the sandbox's request log (the capacity simulator counts
   * sign-ins); by default the log starts empty after a launch, so a screen's budget is the screen's.
   */
  keepLaunchRequests?: boolean;
}

export interface LtiLaunchOptions {
  /** The placement's route value, e.g. 'LTIAssignment' or 'DeepLinkTool'. */
  route: string;
  /** Course primary id (`_123_1`) of the placement; absent for an institution-level tool. */
  courseId?: string;
  /** Force a deep-linking request (DeepLinkTool's placement is one anyway). */
  deepLinking?: boolean;
  /** The placement's custom parameter `role` (e.g. the deliverables tracker's 'BA'). */
  role?: string;
}

const MAX_STEPS = 12;

const unescapeHtml = (value: string) =>
  value.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
  );

/** The auto-submitting form of an OIDC form_post page (the sandbox's `formPostPage`). */
function formPost(html: string): { action: string; fields: URLSearchParams } | null {
  const action = /<form[^>]*\saction="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) return null;
  const fields = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields.set(unescapeHtml(name!), unescapeHtml(value!));
  }
  return { action: unescapeHtml(action), fields };
}

function decodeState(raw: string): Record<string, unknown> {
  const binary = atob(raw.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))) as Record<
    string,
    unknown
  >;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The real server app (routes, services, stores, Learn checks) on in-memory PGlite, reaching
 * Learn through the current sandbox. Started on first use, emptied by `reset()`.
 */
export class BackendHost {
  #server: Promise<EmbeddedServer> | null = null;
  /** Learn API requests our server made since the last reset (its identity and role checks). */
  serverLearnRequests = 0;

  constructor(private readonly options: BackendHostOptions) {}

  /**
   * How our server reaches Learn: the current sandbox, following redirects like fetch
   * (attachment downloads answer 302 to the file), counting the Learn API requests it makes.
   */
  readonly #learnFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const response = await inProcessFetch(this.options.sandbox().app)(request);
    if (new URL(request.url).pathname.startsWith('/learn/')) this.serverLearnRequests += 1;
    return response;
  };

  start(): Promise<EmbeddedServer> {
    this.#server ??= Promise.all([this.options.load(), this.options.snapshot?.()]).then(
      ([{ createEmbeddedServer }, snapshot]) =>
        createEmbeddedServer({
          ...(snapshot ? { snapshot } : {}),
          publicUrl: this.options.backendUrl,
          platformOrigins: [this.options.learnUrl],
          learnFetch: this.#learnFetch,
          // The sandbox is also the registered LTI platform (ltiLaunch).
          env: { SANDBOX_URL: this.options.learnUrl },
        }),
    );
    return this.#server;
  }

  /** A tool's request to our server: an injected fault (backendFault) first, else the real server. */
  async answer(request: Request): Promise<Response> {
    const real = async (r: Request) => (await this.start()).fetch(r);
    return (await takeBackendFault(request, real)) ?? real(request);
  }

  /**
   * Calls our real server as a seeded persona (to set up or read back server data the way
   * another user of the tool would). Never faulted. Throws on a non-2xx answer.
   */
  async request<T = unknown>(persona: string, method: string, path: string, body?: unknown): Promise<T> {
    const { state } = this.options.sandbox();
    const user = state.persona(persona);
    if (!user) throw new Error(`backendRequest: the sandbox has no persona ${persona}`);
    const headers: Record<string, string> = {
      Authorization: `Bearer ${state.issueToken(user.id)}`,
      'X-Learn-Platform': this.options.learnUrl,
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await (
      await this.start()
    ).fetch(
      new Request(`${this.options.backendUrl}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
    const answer = await response.text();
    if (!response.ok) throw new Error(`backendRequest ${method} ${path}: ${response.status} ${answer}`);
    return (answer ? JSON.parse(answer) : null) as T;
  }

  /** Empties every table and starts a fresh app (its caches belonged to the previous sandbox). */
  async reset(): Promise<void> {
    this.serverLearnRequests = 0;
    if (this.#server) await (await this.#server).reset();
  }

  async close(): Promise<void> {
    if (this.#server) await (await this.#server).close();
    this.#server = null;
  }

  /** What the browser would reach: the sandbox at learnUrl, our real server at backendUrl. */
  async #dispatch(request: Request): Promise<Response> {
    const origin = new URL(request.url).origin;
    if (origin === this.options.learnUrl) return this.options.sandbox().app.fetch(request);
    if (origin === this.options.backendUrl) return (await this.start()).fetch(request);
    throw new Error(`ltiLaunch: the launch left the sandbox and the server (${request.url})`);
  }

  /**
   * A real LTI 1.3 launch of our server by the sandbox's LTI platform, as the browser performs it:
   * the sandbox's launch start, OIDC login, the signed id_token form post, Learn's 3-legged OAuth,
   * the server's redirect to the shell, and the launch-code exchange. Returns the launch the
   * shell would build from it (line item, deep-linking state: the server's stored launch).
   */
  async ltiLaunch(persona: string, options: LtiLaunchOptions): Promise<LaunchContext> {
    const start = new URL(`${this.options.learnUrl}/lti/launch/start`);
    start.searchParams.set('route', options.route);
    start.searchParams.set('persona', persona);
    if (options.courseId) start.searchParams.set('course', options.courseId);
    if (options.deepLinking) start.searchParams.set('message', 'deeplink');
    if (options.role) start.searchParams.set('role', options.role);
    let request = new Request(start);
    for (let step = 0; step < MAX_STEPS; step += 1) {
      const url = new URL(request.url);
      if (url.origin === this.options.backendUrl && url.searchParams.has('launch_code')) return this.#shellLaunch(url);
      const response = await this.#dispatch(request);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        request = new Request(new URL(location, url));
        continue;
      }
      const html = await response.text();
      const form = response.ok ? formPost(html) : null;
      if (!form) {
        const reason = /role="alert">([^<]*)</.exec(html)?.[1] ?? html.slice(0, 200);
        throw new Error(`ltiLaunch: ${request.method} ${url.pathname} answered ${response.status}: ${reason}`);
      }
      request = new Request(form.action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form.fields,
      });
    }
    throw new Error(`ltiLaunch: no launch after ${MAX_STEPS} steps`);
  }

  /** The shell's part: read the redirect, trade the launch code for the token (POST /lti/session). */
  async #shellLaunch(url: URL): Promise<LaunchContext> {
    const server = await this.start();
    const session = await server.fetch(
      new Request(`${this.options.backendUrl}/lti/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code: url.searchParams.get('launch_code') }),
      }),
    );
    if (!session.ok) throw new Error(`ltiLaunch: POST /lti/session answered ${session.status}`);
    const { token } = (await session.json()) as { token: string };
    const rawState = url.searchParams.get('state') ?? '';
    const state = decodeState(rawState);
    // What the launch asked Learn is not the screen's.
    if (!this.options.keepLaunchRequests) {
      this.options.sandbox().state.requestLog.clear();
      this.serverLearnRequests = 0;
    }
    return {
      ...emptyLaunch,
      token,
      uuid: url.searchParams.get('uuid'),
      courseUuid: url.searchParams.get('courseUuid'),
      locale: (text(state.locale) ?? 'en_US') as Locale,
      platformUrl: text(state.platformUrl),
      backendUrl: text(state.backendUrl),
      lineItemUrl: text(state.lineItemUrl),
      role: text(state.role),
      rawState,
      // As the shell reads it (apps/shell/src/launch/parse-state.ts).
      ...(state.course === 'unavailable' ? { courseUnavailable: true } : {}),
    };
  }
}
