/** Run-time fault and latency injection for Learn API requests (tests, previews, E2E). */
export type FaultKind = 'delay' | 'status' | 'hang';

export interface FaultInput {
  /** HTTP method to match (any when absent). */
  method?: string;
  /** Path to match: a substring of the path, or a glob when it contains `*` (`*` = one segment, `**` = anything). */
  path?: string;
  kind: FaultKind;
  delayMs?: number;
  status?: number;
  /** Seconds; sent as Retry-After (meant for 429 and 503). */
  retryAfter?: number;
  /** How many matching requests it applies to; unlimited when absent. */
  times?: number;
}

export interface Fault extends FaultInput {
  id: string;
  /** Requests it still applies to (null = unlimited). */
  remaining: number | null;
  hits: number;
}

export class FaultInputError extends Error {}

const KINDS: FaultKind[] = ['delay', 'status', 'hang'];

function isInt(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** Checks untrusted input (the HTTP API) and says exactly what is wrong. */
export function parseFault(input: unknown): FaultInput {
  if (typeof input !== 'object' || input === null) throw new FaultInputError('A fault must be a JSON object.');
  const f = input as Record<string, unknown>;
  if (!KINDS.includes(f.kind as FaultKind)) throw new FaultInputError(`kind must be one of ${KINDS.join(', ')}.`);
  const out: FaultInput = { kind: f.kind as FaultKind };
  if (f.method !== undefined) {
    if (typeof f.method !== 'string' || !/^[A-Za-z]+$/.test(f.method))
      throw new FaultInputError('method must be an HTTP method name.');
    out.method = f.method.toUpperCase();
  }
  if (f.path !== undefined) {
    if (typeof f.path !== 'string' || f.path === '') throw new FaultInputError('path must be a non-empty string.');
    out.path = f.path;
  }
  if (out.kind === 'delay' || f.delayMs !== undefined) {
    if (!isInt(f.delayMs, 0, 600_000)) throw new FaultInputError('delayMs must be an integer from 0 to 600000.');
    out.delayMs = f.delayMs;
  }
  if (out.kind === 'status' || f.status !== undefined) {
    if (!isInt(f.status, 400, 599)) throw new FaultInputError('status must be an integer from 400 to 599.');
    out.status = f.status;
  }
  if (f.retryAfter !== undefined) {
    if (!isInt(f.retryAfter, 0, 86_400))
      throw new FaultInputError('retryAfter must be a whole number of seconds (0 to 86400).');
    out.retryAfter = f.retryAfter;
  }
  if (f.times !== undefined) {
    if (!isInt(f.times, 1)) throw new FaultInputError('times must be a positive integer.');
    out.times = f.times;
  }
  return out;
}

function globToRegExp(glob: string): RegExp {
  const source = glob
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

export function pathMatches(pattern: string, path: string): boolean {
  return pattern.includes('*') ? globToRegExp(pattern).test(path) : path.includes(pattern);
}

export class FaultRegistry {
  private faults: Fault[] = [];
  private counter = 0;
  private releaseWaiters = new Set<() => void>();

  add(input: FaultInput): Fault {
    const checked = parseFault(input);
    this.counter += 1;
    const fault: Fault = { ...checked, id: `fault-${this.counter}`, remaining: checked.times ?? null, hits: 0 };
    this.faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  /** Removes every fault and releases requests that are hanging. */
  clear(): void {
    this.faults = [];
    for (const release of this.releaseWaiters) release();
    this.releaseWaiters.clear();
  }

  remove(id: string): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((f) => f.id !== id);
    return this.faults.length < before;
  }

  /** The first fault matching this request, counted as used. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find((f) => (!f.method || f.method === method) && (!f.path || pathMatches(f.path, path)));
    if (!fault) return undefined;
    fault.hits += 1;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining === 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    return { ...fault };
  }

  /** Resolves when the request is aborted or the faults are cleared. */
  waitForRelease(signal: AbortSignal | undefined): Promise<'aborted' | 'released'> {
    if (signal?.aborted) return Promise.resolve('aborted');
    return new Promise((resolve) => {
      const release = () => resolve('released');
      this.releaseWaiters.add(release);
      signal?.addEventListener(
        'abort',
        () => {
          this.releaseWaiters.delete(release);
          resolve('aborted');
        },
        { once: true },
      );
    });
  }
}
