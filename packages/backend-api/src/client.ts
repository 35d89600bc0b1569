import ky, { HTTPError, type KyInstance } from 'ky';
import * as v from 'valibot';
import {
  DeepLinkResponse,
  ErrorBody,
  GradeResponse,
  HealthResponse,
  LaunchCodeExchangeResponse,
  RelatedArticlesResponse,
  type DeepLinkBody,
  type GradeBody,
  type LaunchCodeExchangeBody,
} from './contracts/index.ts';

export interface BackendClientOptions {
  /** The server's origin (state.backendUrl), e.g. `https://tools.example.edu`. */
  baseUrl: string;
  /** The user's Learn token; the server re-checks who it belongs to. */
  token?: string | null;
  /** Learn origin the token belongs to (state.platformUrl); sent as `X-Learn-Platform`. */
  platformUrl?: string | null;
  /** For tests: answer requests in-process (e.g. `app.request`). */
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/** A failed call to our server, carrying the server's `{ message }` when it sent one. */
export class BackendError extends Error {
  override name = 'BackendError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function toBackendError(error: unknown): Promise<never> {
  if (error instanceof HTTPError) {
    const body: unknown = await error.response.json().catch(() => null);
    const parsed = v.safeParse(ErrorBody, body);
    throw new BackendError(
      parsed.success ? parsed.output.message : `Request failed with status ${error.response.status}`,
      error.response.status,
    );
  }
  throw error;
}

/** Runs a request to our server and validates its answer; errors become a BackendError with the server's message. */
export async function call<S extends v.GenericSchema>(
  schema: S,
  request: () => Promise<unknown>,
): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = await request();
  } catch (error) {
    return toBackendError(error);
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success)
    throw new BackendError(`Unexpected response from the server: ${parsed.issues[0]?.message ?? 'invalid body'}`, 502);
  return parsed.output;
}

export interface BackendClient {
  health(): Promise<HealthResponse>;
  exchangeLaunchCode(body: LaunchCodeExchangeBody): Promise<LaunchCodeExchangeResponse>;
  deepLink(state: string, body: DeepLinkBody): Promise<DeepLinkResponse>;
  postGrade(body: GradeBody): Promise<GradeResponse>;
  relatedArticles(query: string, options?: { signal?: AbortSignal }): Promise<RelatedArticlesResponse>;
}

/** Typed client for our own server. Every answer is validated with the shared contracts. */
export function createBackendClient(options: BackendClientOptions): BackendClient {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.platformUrl) headers['X-Learn-Platform'] = options.platformUrl;
  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl.replace(/\/+$/, ''),
    headers,
    timeout: options.timeoutMs ?? 30_000,
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return {
    health: () => call(HealthResponse, () => http.get('healthz').json()),
    exchangeLaunchCode: (body) =>
      call(LaunchCodeExchangeResponse, () => http.post('lti/session', { json: body }).json()),
    deepLink: (state, body) =>
      call(DeepLinkResponse, () => http.post('lti/deep-link', { searchParams: { state }, json: body }).json()),
    postGrade: (body) => call(GradeResponse, () => http.post('lti/grades', { json: body }).json()),
    relatedArticles: (query, opts) =>
      call(RelatedArticlesResponse, () =>
        http
          .get('related-articles', { searchParams: { query }, ...(opts?.signal ? { signal: opts.signal } : {}) })
          .json(),
      ),
  };
}
