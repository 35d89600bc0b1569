/**
 * Injected failures of our own server, the back-end twin of the sandbox's Learn faults
 * (`sandbox().state.faults.add(...)`). A fault answers the screen's matching requests
 * instead of the real server; everything else reaches the real server.
 */
export interface BackendFaultInput {
  /** HTTP method to match (any when absent). */
  method?: string;
  /** The request's path without the query: matched exactly, or as a glob when it contains `*` (one segment). */
  path: string;
  /** Answer status (default 500); the body is the server's error shape `{ message }`. */
  status?: number;
  /** The answer's `message` (default 'Injected back-end fault'). */
  message?: string;
  /**
   * A whole JSON answer instead of `{ message }`, for answers the real server never gives (a
   * malformed or hostile body the screen must survive); with it, `status` may be 2xx.
   */
  body?: unknown;
  /** Fail as a network error (no answer at all) instead of with a status. */
  network?: boolean;
  /** How many matching requests it applies to; unlimited when absent. */
  times?: number;
  /**
   * Hold matching requests until this settles (a slow server, to see a screen mid-run). With
   * no status, message, body or network, held requests then reach the real server.
   */
  hold?: Promise<unknown>;
}

export interface BackendFault {
  /** Matching requests it has answered so far. */
  readonly hits: number;
}

interface Registered extends BackendFaultInput {
  remaining: number | null;
  hits: number;
}

function pathMatches(pattern: string, path: string): boolean {
  if (!pattern.includes('*')) return pattern === path;
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  return new RegExp(`^${source}$`).test(path);
}

let faults: Registered[] = [];

/**
 * Makes the screen's matching requests to our server fail, e.g.
 * `backendFault({ method: 'POST', path: '/late-penalty-rules/bulk', status: 403, message: '…', times: 1 })`.
 * Applies to requests that reach BACKEND_URL through MSW (what the screen sends), not to
 * `backendRequest()`, which seeds and reads back as another user. Cleared after every test.
 */
export function backendFault(input: BackendFaultInput): BackendFault {
  if (input.times !== undefined && (!Number.isInteger(input.times) || input.times < 1)) {
    throw new Error('backendFault: times must be a positive integer.');
  }
  const lowest = input.body === undefined ? 400 : 200;
  if (input.status !== undefined && (input.status < lowest || input.status > 599)) {
    throw new Error(`backendFault: status must be from ${lowest} to 599.`);
  }
  const fault: Registered = {
    ...input,
    ...(input.method ? { method: input.method.toUpperCase() } : {}),
    remaining: input.times ?? null,
    hits: 0,
  };
  faults.push(fault);
  return {
    get hits() {
      return fault.hits;
    },
  };
}

const passesThrough = (f: BackendFaultInput) =>
  f.hold !== undefined && f.status === undefined && f.message === undefined && f.body === undefined && !f.network;

/**
 * The answer for this request when a fault matches it (counted as used), else null; `pass`
 * answers a held request that goes on to the real server.
 */
export async function takeBackendFault(
  request: Request,
  pass: (request: Request) => Promise<Response>,
): Promise<Response | null> {
  const path = new URL(request.url).pathname;
  const fault = faults.find((f) => (!f.method || f.method === request.method) && pathMatches(f.path, path));
  if (!fault) return null;
  fault.hits += 1;
  if (fault.remaining !== null) {
    fault.remaining -= 1;
    if (fault.remaining === 0) faults = faults.filter((f) => f !== fault);
  }
  if (fault.hold) await fault.hold.catch(() => undefined);
  if (passesThrough(fault)) return pass(request);
  if (fault.network) return Response.error();
  const body = fault.body === undefined ? { message: fault.message ?? 'Injected back-end fault' } : fault.body;
  return Response.json(body, { status: fault.status ?? 500 });
}

export function clearBackendFaults(): void {
  faults = [];
}
