import { encodeSegment } from './ref.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where a path lives: the documented public API, or Learn's private `/learn/api/v1`. */
export type ApiKind = 'public' | 'private';

export const PUBLIC_PREFIX = '/learn/api/public';
export const PRIVATE_PREFIX = '/learn/api';

export interface EndpointDef {
  readonly method: HttpMethod;
  /** Swagger path template without the `/learn/api/public` prefix, e.g. `/v1/users/{userId}`. */
  readonly template: string;
  readonly api: ApiKind;
  /** Largest `limit` Learn allows on this list endpoint (undefined: not paged). */
  readonly maxPageSize: number | undefined;
  /** The schema its results are read with and the swagger definition it must agree with. */
  readonly response: ResponseContract | undefined;
  /** Fills the template; values must already be path-encoded (ref() / encodeSegment()). */
  path(params?: Readonly<Record<string, string>>): string;
}

/** What the contract test compares: our schema's top-level fields vs the swagger definition. */
export interface ResponseContract {
  readonly schema: { readonly entries: Readonly<Record<string, unknown>> };
  readonly definition: string;
  /** Fields that only appear with `expand=` (checked against the endpoint's expand docs). */
  readonly expandable?: readonly string[];
}

export interface EndpointOptions {
  maxPageSize?: number;
  response?: ResponseContract;
}

const registry: EndpointDef[] = [];

/** Every endpoint declared so far (the contract test checks them against the swagger file). */
export function listEndpoints(): readonly EndpointDef[] {
  return registry;
}

function define(method: HttpMethod, template: string, api: ApiKind, options: EndpointOptions): EndpointDef {
  if (!/^\/v\d+\//.test(template)) throw new Error(`endpoint(): template must start with /v{n}/, got ${template}`);
  const prefix = api === 'public' ? PUBLIC_PREFIX : PRIVATE_PREFIX;
  const def: EndpointDef = {
    method,
    template,
    api,
    maxPageSize: options.maxPageSize,
    response: options.response,
    path(params = {}) {
      return (
        prefix +
        template.replace(/\{(\w+)\}/g, (_, name: string) => {
          const value = params[name];
          if (value === undefined || value === '')
            throw new TypeError(`${method} ${template}: missing path parameter ${name}`);
          if (/[/?#]/.test(value))
            throw new TypeError(`${method} ${template}: ${name} must be path-encoded, got ${JSON.stringify(value)}`);
          return value;
        })
      );
    },
  };
  registry.push(def);
  return def;
}

/** A documented endpoint of the public REST API (checked against learn-swagger.json). */
export function endpoint(method: HttpMethod, template: string, options: EndpointOptions = {}): EndpointDef {
  return define(method, template, 'public', options);
}

/**
 * A private `/learn/api/v1` endpoint. Only for calls the public API cannot make;
 * each one must also be listed, with its reason, in private-endpoints.ts.
 */
export function privateEndpoint(method: HttpMethod, template: string, options: EndpointOptions = {}): EndpointDef {
  return define(method, template, 'private', options);
}

/** Encodes a plain id (column, content, group…) for a path; see ref() for course/user refs. */
export function id(value: string): string {
  if (typeof value !== 'string' || value === '')
    throw new TypeError(`expected a non-empty id, got ${JSON.stringify(value)}`);
  return encodeSegment(value);
}
