import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import * as v from 'valibot';
import { ErrorBody } from './contracts/common.ts';

export interface BackendClientOptions {
  /** The server's origin (state.backendUrl), e.g. `https://tools.example.edu`. */
  baseUrl: string;
  /** The user's Learn token; the server re-checks who it belongs to. */
  token?: string | null;
  /** Learn origin the token belongs to (state.platformUrl); sent as `X-Learn-Platform`. */
  platformUrl?: string | null;
  /** For tests: answer requests in-process (e.g. `app.request`). */
  fetch?: typeof globalThis.fetch;
  /** Default time limit per request; a domain may set its own per call (spec timeouts). */
  timeoutMs?: number;
}

/**
 * A failed call to our server, carrying the server's `{ message }` when it sent one, and the whole
 * answer as `body` for the few answers whose contract has more (a bulk-run lease's 409 names the holder).
 */
export class BackendError extends Error {
  override name = 'BackendError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  json?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** One request to our server whose answer is validated with a contract schema. */
export type BackendCall = <S extends v.GenericSchema>(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  schema: S,
  options?: RequestOptions,
) => Promise<v.InferOutput<S>>;

async function toBackendError(error: unknown): Promise<never> {
  if (error instanceof HTTPError) {
    const body: unknown = await error.response.json().catch(() => null);
    const parsed = v.safeParse(ErrorBody, body);
    throw new BackendError(
      parsed.success ? parsed.output.message : `Request failed with status ${error.response.status}`,
      error.response.status,
      body,
    );
  }
  throw error;
}

function searchParams(query: Query): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(query).filter((e): e is [string, string | number | boolean] => e[1] !== undefined && e[1] !== null),
  );
}

/** The one ky instance and the one `call()` every domain module of the client uses. */
export function createBackendCall(options: BackendClientOptions): BackendCall {
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
  return async (method, path, schema, request = {}) => {
    const kyOptions: Options = {};
    if (request.query) kyOptions.searchParams = searchParams(request.query);
    if (request.json !== undefined) kyOptions.json = request.json;
    if (request.signal) kyOptions.signal = request.signal;
    if (request.timeoutMs) kyOptions.timeout = request.timeoutMs;
    let body: unknown;
    try {
      body = await http(path, { method, ...kyOptions }).json();
    } catch (error) {
      return toBackendError(error);
    }
    const parsed = v.safeParse(schema, body);
    if (!parsed.success)
      throw new BackendError(
        `Unexpected response from the server: ${parsed.issues[0]?.message ?? 'invalid body'}`,
        502,
      );
    return parsed.output;
  };
}

/** Every item of a keyset-paged listing, following `nextKey` until the server says there is no more. */
export async function allPages<T>(
  page: (nextKey: string | undefined) => Promise<{ items: T[]; nextKey: string | null }>,
): Promise<T[]> {
  const out: T[] = [];
  let key: string | undefined;
  do {
    const p = await page(key);
    out.push(...p.items);
    key = p.nextKey ?? undefined;
  } while (key);
  return out;
}
