import ky, { type KyInstance, isTimeoutError } from 'ky';
import * as v from 'valibot';
import { PUBLIC_PREFIX, type HttpMethod } from './endpoint.ts';
import { LearnError, kindForStatus } from './errors.ts';
import { limiterFor, runLimited } from './limiter.ts';
import { noteRateLimit, parseRateLimit, type RateLimit } from './rate-limit.ts';
import { DEFAULT_RETRY, RETRY_METHODS, parseRetryAfter, retryDelay, sleep, type RetryOptions } from './retry-policy.ts';

export type SearchParamValue = string | number | boolean | readonly string[] | undefined;
export type SearchParams = Readonly<Record<string, SearchParamValue>>;

/** Reported before every attempt (request counting, debugging). Never carries the token. */
export interface RequestEvent {
  method: HttpMethod;
  /** Path and query, e.g. `/learn/api/public/v1/users/me?fields=id`. */
  path: string;
  /** 0 for the first try, 1.. for retries. */
  attempt: number;
}

export interface LearnClientOptions {
  /** Platform origin, e.g. https://learn.example.edu (the client adds /learn/api/public). */
  baseUrl: string;
  /** The user's bearer token, or a getter (read before every attempt, so a refresh is picked up). */
  token: string | (() => string);
  /** Per attempt of a read (and of a POST, which is never repeated after a timeout); default 20 s. */
  timeoutMs?: number;
  /**
   * Per attempt of an idempotent write (PUT, PATCH, DELETE); default 10 s. Learn answers a grade
   * PATCH in well under a second, so a write that hangs longer is given up and sent again rather
   * than holding a bulk run's slot for the read timeout.
   */
  writeTimeoutMs?: number;
  retry?: Partial<RetryOptions>;
  /** Most requests in flight at once to this origin (shared by all clients of the origin). */
  concurrency?: number;
  fetch?: typeof globalThis.fetch;
  onRequest?: (event: RequestEvent) => void;
  /** Learn's daily allowance, whenever an answer carries it (also kept per origin: `rateLimitOf`). */
  onRateLimit?: (rateLimit: RateLimit) => void;
}

export interface LearnRequest<T> {
  method: HttpMethod;
  /** `/learn/...` as given by an endpoint or Learn's paging.nextPage; `/v1/...` gets the public prefix. */
  path: string;
  searchParams?: SearchParams;
  json?: unknown;
  signal?: AbortSignal;
  /** Validates the body; a mismatch is a LearnError of kind 'invalid-response'. */
  schema?: v.GenericSchema<unknown, T>;
  /** 'blob': a 2xx body is returned as a Blob (file downloads), not parsed as JSON. */
  responseType?: 'json' | 'blob';
}

export interface LearnClient {
  /** The platform origin; part of every query key (the token never is). */
  readonly baseUrl: string;
  request<T = unknown>(request: LearnRequest<T>): Promise<T>;
}

interface RawResponse {
  status: number;
  retryAfter: string | null;
  rateLimit: RateLimit | undefined;
  text: string;
  /** Only for a 2xx answer to a `responseType: 'blob'` request. */
  blob?: Blob;
}

const RestExceptionBody = v.looseObject({
  code: v.optional(v.unknown()),
  message: v.optional(v.unknown()),
});

function toOrigin(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TypeError(
      `createLearnClient: baseUrl must be an absolute URL such as https://learn.example.edu, got ${JSON.stringify(baseUrl)}`,
    );
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new TypeError(
      `createLearnClient: baseUrl must be the Learn origin only (e.g. https://learn.example.edu), got ${JSON.stringify(baseUrl)}`,
    );
  }
  return url.origin;
}

function withQuery(path: string, searchParams: SearchParams | undefined): string {
  const full = path.startsWith('/learn/') ? path : path.startsWith('/v') ? PUBLIC_PREFIX + path : null;
  if (full === null)
    throw new TypeError(`Learn request path must start with /learn/ or /v{n}/, got ${JSON.stringify(path)}`);
  if (!searchParams) return full;
  const url = new URL(full, 'http://x');
  for (const [key, value] of Object.entries(searchParams)) {
    if (value === undefined) continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.pathname + url.search;
}

function parseBody(text: string, method: HttpMethod, path: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new LearnError({
      kind: 'invalid-response',
      method,
      path,
      message: `Learn sent a response that is not JSON for ${method} ${path}.`,
    });
  }
}

function httpError(raw: RawResponse, method: HttpMethod, path: string, retryAfterMs?: number): LearnError {
  let body: unknown;
  try {
    body = raw.text ? JSON.parse(raw.text) : undefined;
  } catch {
    body = undefined; // an HTML error page from a proxy: fall back to the default message
  }
  const parsed = v.safeParse(RestExceptionBody, body);
  const learnMessage =
    parsed.success && typeof parsed.output.message === 'string' && parsed.output.message
      ? parsed.output.message
      : undefined;
  const code =
    parsed.success && (typeof parsed.output.code === 'string' || typeof parsed.output.code === 'number')
      ? String(parsed.output.code)
      : undefined;
  return new LearnError({
    kind: kindForStatus(raw.status),
    status: raw.status,
    code,
    learnMessage,
    method,
    path,
    retryAfterMs,
    ...(raw.rateLimit ? { rateLimit: raw.rateLimit } : {}),
  });
}

/**
 * How long a 429 asks to wait: Retry-After when Learn sent it, else, when the answer says the daily
 * allowance is used up, until it resets (hours, so the call fails at once and says so).
 */
function waitOf(raw: RawResponse, now: number): number | undefined {
  const retryAfter = parseRetryAfter(raw.retryAfter, now);
  if (retryAfter !== undefined || raw.status !== 429) return retryAfter;
  const limit = raw.rateLimit;
  return limit && limit.remaining === 0 && limit.resetAt !== null ? Math.max(0, limit.resetAt - now) : undefined;
}

export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const where = v.getDotPath(issue);
      return where ? `${where}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

export function createLearnClient(options: LearnClientOptions): LearnClient {
  const origin = toOrigin(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? 20_000;
  const writeTimeoutMs = options.writeTimeoutMs ?? 10_000;
  const retry: RetryOptions = { ...DEFAULT_RETRY, ...options.retry };
  const limit = limiterFor(origin, options.concurrency ?? 6);
  const getToken = typeof options.token === 'function' ? options.token : () => options.token as string;
  if (typeof options.token === 'string' && options.token === '')
    throw new TypeError('createLearnClient: token is empty');

  // Retries, errors and Retry-After are handled below (ky's own retry would hold the
  // concurrency slot while it sleeps, and cannot tell a too-long Retry-After from a short one).
  const http: KyInstance = ky.create({
    retry: 0,
    timeout: timeoutMs,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function attemptOnce(
    method: HttpMethod,
    path: string,
    json: unknown,
    signal: AbortSignal | undefined,
    binary: boolean,
  ): Promise<RawResponse> {
    const limitMs = method !== 'GET' && RETRY_METHODS.has(method) ? Math.min(writeTimeoutMs, timeoutMs) : timeoutMs;
    try {
      // Downloads answer 302 to the file (swagger); fetch follows it, and keeps the bearer
      // header only while the redirect stays on the Learn origin (Fetch standard).
      const response = await http(origin + path, {
        method,
        timeout: limitMs,
        headers: { Authorization: `Bearer ${getToken()}`, Accept: binary ? '*/*' : 'application/json' },
        ...(json === undefined ? {} : { json }),
        ...(signal ? { signal } : {}),
      });
      const retryAfter = response.headers.get('Retry-After');
      const rateLimit = parseRateLimit(response.headers, Date.now());
      if (binary && response.ok)
        return { status: response.status, retryAfter, rateLimit, text: '', blob: await response.blob() };
      return { status: response.status, retryAfter, rateLimit, text: await response.text() };
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (isTimeoutError(error)) {
        throw new LearnError({
          kind: 'timeout',
          method,
          path,
          message: `Learn did not answer within ${Math.round(limitMs / 1000)} seconds.`,
        });
      }
      throw new LearnError({
        kind: 'network',
        method,
        path,
        cause: error instanceof Error ? error.message : undefined,
      });
    }
  }

  async function request<T>(req: LearnRequest<T>): Promise<T> {
    const path = withQuery(req.path, req.searchParams);
    const { method, signal } = req;
    let waitedMs = 0;
    const wait = async (delayMs: number) => {
      await sleep(delayMs, signal);
      waitedMs += delayMs;
    };
    for (let attempt = 0; ; attempt += 1) {
      options.onRequest?.({ method, path, attempt });
      let raw: RawResponse;
      try {
        raw = await runLimited(
          limit,
          () => attemptOnce(method, path, req.json, signal, req.responseType === 'blob'),
          signal,
        );
      } catch (error) {
        // Unreachable or silent: an idempotent call is sent again (bounded), anything else fails.
        if (!(error instanceof LearnError) || (error.kind !== 'network' && error.kind !== 'timeout')) throw error;
        const delayMs = retryDelay(method, { failure: error.kind }, attempt, waitedMs, retry);
        if (delayMs === null) throw error;
        await wait(delayMs);
        continue;
      }
      if (raw.rateLimit) {
        noteRateLimit(origin, raw.rateLimit);
        options.onRateLimit?.(raw.rateLimit);
      }
      if (raw.blob) return raw.blob as T;
      if (raw.status >= 200 && raw.status < 300) {
        const body = parseBody(raw.text, method, path);
        if (!req.schema) return body as T;
        const result = v.safeParse(req.schema, body);
        if (result.success) return result.output;
        throw new LearnError({
          kind: 'invalid-response',
          method,
          path,
          status: raw.status,
          message: `Learn sent an unexpected response for ${method} ${path}: ${describeIssues(result.issues)}`,
        });
      }
      const retryAfterMs = waitOf(raw, Date.now());
      // A Retry-After longer than we are willing to wait means "not now": fail at once (the error
      // carries the wait) rather than spend a scarce call that Learn has told us will be refused.
      const delayMs = retryDelay(method, { status: raw.status, retryAfterMs }, attempt, waitedMs, retry);
      if (delayMs === null) throw httpError(raw, method, path, retryAfterMs);
      await wait(delayMs);
    }
  }

  return { baseUrl: origin, request };
}
