import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { SandboxState } from '../state/state.ts';
import type { Store } from '../state/store.ts';
import { callerFor, type Caller } from './access.ts';
import { badRequest, LearnError } from './errors.ts';
import { pickFields } from './fields.ts';
import { paginate, type Page } from './paging.ts';

export const PUBLIC_PREFIX = '/learn/api/public';

export interface LearnCtx {
  state: SandboxState;
  store: Store;
  caller: Caller;
  param(name: string): string;
  query: URLSearchParams;
  path: string;
  /** The origin the request was sent to (links Learn returns point at its own host). */
  origin: string;
  /** The JSON body as an object (400 otherwise). */
  body(): Promise<Record<string, unknown>>;
  page<T>(items: T[], max?: number): Page<T>;
  /** `expand=` names. */
  expands(name: string): boolean;
}

/** A response other than 200 (201 Created, 204 No Content). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}

/** Returns JSON (with `fields=` applied), a Reply, or a raw Response (file bytes). */
export type LearnHandler = (ctx: LearnCtx) => unknown;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function errorResponse(c: Context, err: LearnError): Response {
  return c.json(err.body(), err.status as ContentfulStatusCode);
}

function authenticate(c: Context, state: SandboxState): Caller {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new LearnError(401, 'API request is not authenticated.');
  const grant = state.tokens.lookup(match[1]!);
  if (!grant) throw new LearnError(401, 'Bearer token is invalid');
  if (grant.userId === null) return callerFor(null);
  const user = state.store.userById(grant.userId);
  if (!user) throw new LearnError(401, 'Bearer token is invalid');
  return callerFor(user);
}

/**
 * Registers Learn endpoints under their swagger paths (`/v1/users/{userId}`), records the
 * template for the request log, authenticates the bearer token, and turns handler results
 * into JSON with `fields=` applied and LearnErrors into RestException bodies.
 */
export function learnRouter(app: Hono, state: SandboxState) {
  const add = (method: Method, template: string, handler: LearnHandler) => {
    const full = template.startsWith('/learn/') ? template : `${PUBLIC_PREFIX}${template}`;
    state.routes.add(method, full);
    app.on(method, full.replace(/\{(\w+)\}/g, ':$1'), async (c) => {
      try {
        const caller = authenticate(c, state);
        const url = new URL(c.req.url);
        const query = url.searchParams;
        const ctx: LearnCtx = {
          state,
          store: state.store,
          caller,
          param: (name) => c.req.param(name) ?? '',
          query,
          path: url.pathname,
          origin: url.origin,
          body: async () => {
            let parsed: unknown;
            try {
              parsed = await c.req.json();
            } catch {
              throw badRequest('The request body is not valid JSON');
            }
            if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
              throw badRequest('The request body must be a JSON object');
            return parsed as Record<string, unknown>;
          },
          page: (items, max) => paginate(items, url.pathname, query, max),
          expands: (name) =>
            (query.get('expand') ?? '')
              .split(',')
              .map((s) => s.trim())
              .includes(name),
        };
        const result = await handler(ctx);
        if (result instanceof Response) return result; // file downloads
        const fields = query.get('fields');
        if (result instanceof Reply) {
          if (result.body === undefined) return c.body(null, result.status as 204);
          return c.json(pickFields(result.body, fields), result.status as ContentfulStatusCode);
        }
        return c.json(pickFields(result, fields));
      } catch (err) {
        if (err instanceof LearnError) return errorResponse(c, err);
        throw err;
      }
    });
  };
  return {
    get: (t: string, h: LearnHandler) => add('GET', t, h),
    post: (t: string, h: LearnHandler) => add('POST', t, h),
    put: (t: string, h: LearnHandler) => add('PUT', t, h),
    patch: (t: string, h: LearnHandler) => add('PATCH', t, h),
    delete: (t: string, h: LearnHandler) => add('DELETE', t, h),
  };
}

export type LearnRouter = ReturnType<typeof learnRouter>;
