/**
 * The scaffolding of the packages' Learn benchmarks (`bench/*.bench.ts`, run with tsx, figures in
 * docs/benchmarks.md): numbers from the command line, a seeded sandbox behind a fetch that adds
 * network latency, a run timed with the Learn requests it made, and the table of runs.
 */
import { createLearnClient, type LearnClient } from '@tools/learn-api';
import { createSandbox, type Sandbox, type SeedData } from '@tools/sandbox';

// Declared here rather than with Node's types: the benches are type-checked with their browser
// packages, which must not see Node's globals.
declare const process: { argv: string[]; version: string };

/** The Node version, for the benchmark's heading. */
export const NODE_VERSION: string = process.version;

/** `--name 123` from the command line, else `fallback`. */
export function benchArg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

export interface LatentLearn {
  sandbox: Sandbox;
  /** Reaches the sandbox in-process after waiting `latencyMs`, as a network would. */
  fetch: typeof globalThis.fetch;
  /** The one Learn client, signed in as the persona. */
  client: LearnClient;
}

/** A sandbox seeded with `data` at `origin`, every request delayed by `latencyMs`, and a client as `persona`. */
export function latentLearn(options: {
  data: SeedData;
  origin: string;
  latencyMs: number;
  persona: 'instructor' | 'admin';
}): LatentLearn {
  const sandbox = createSandbox({ data: options.data, publicUrl: options.origin });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const fetch: typeof globalThis.fetch = async (input, init) => {
    await sleep(options.latencyMs);
    return sandbox.app.fetch(new Request(input, init));
  };
  const token = sandbox.state.issueToken(sandbox.state.persona(options.persona)!.id);
  return { sandbox, fetch, client: createLearnClient({ baseUrl: options.origin, token, fetch }) };
}

export interface Timed<T> {
  result: T;
  ms: number;
  /** Learn requests the sandbox answered during the run. */
  requests: number;
}

export async function timed<T>(sandbox: Sandbox, run: () => Promise<T>): Promise<Timed<T>> {
  const before = sandbox.state.requestLog.total;
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started, requests: sandbox.state.requestLog.total - before };
}

export interface WriteRun {
  label: string;
  run: Timed<{ written: number; failed: number }>;
  /** Values of `extraColumns`, in order. */
  extra?: (string | number)[];
}

/** The markdown table of runs that write to Learn: wall time, Learn requests, writes, failures. */
export function writeRunsTable(runs: WriteRun[], written: string, extraColumns: string[] = []): string {
  const cells = (values: (string | number)[]) => `| ${values.join(' | ')} |`;
  return [
    cells(['run', 'wall time', 'Learn requests', written, 'failed', ...extraColumns]),
    cells(['---', ...Array<string>(4 + extraColumns.length).fill('---:')]),
    ...runs.map(({ label, run, extra = [] }) =>
      cells([label, `${(run.ms / 1000).toFixed(1)} s`, run.requests, run.result.written, run.result.failed, ...extra]),
    ),
  ].join('\n');
}
