// Loopback load test: an authenticated read on our server against a bare Hono hello-world, same
// machine, same run. Usage: pnpm --filter @tools/server bench [-- --duration 10 --connections 10]
// Figures and how to read them: docs/benchmarks.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';

const { values } = parseArgs({
  // `pnpm … bench -- --duration 5` passes the `--` through; `pnpm … bench --duration 5` does not.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    'base-port': { type: 'string', default: '4960' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const warmup = Number(values.warmup);
const basePort = Number(values['base-port']);
if (
  ![duration, connections, warmup, basePort].every((n) => Number.isInteger(n) && n >= 0) ||
  duration < 1 ||
  duration > 60 ||
  connections < 1
) {
  throw new Error('--duration 1-60 s, --connections >= 1, --warmup >= 0 and --base-port must be whole numbers');
}

const HELLO_PORT = basePort;
const SERVER_PORT = basePort + 1;
const SANDBOX_PORT = basePort + 2;
const sandboxUrl = `http://127.0.0.1:${SANDBOX_PORT}`;
const children: ChildProcess[] = [];

function start(...args: string[]): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./target.ts', import.meta.url)), ...args],
    {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`target ${args[0]} exited with code ${code}`)));
  });
}

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}

async function load(title: string, url: string, headers: Record<string, string>, seconds: number): Promise<Result> {
  return autocannon({ title, url, headers, connections, duration: seconds, pipelining: 1 });
}

function row(name: string, path: string, r: Result): string {
  const rps = r.requests.average.toFixed(0);
  return `| ${name} | \`${path}\` | ${rps} | ${r.latency.p50} | ${r.latency.p99} | ${r.latency.max} | ${r.non2xx} | ${r.errors + r.timeouts} |`;
}

async function main() {
  await Promise.all([start('hello', String(HELLO_PORT)), start('server', String(SERVER_PORT), String(SANDBOX_PORT))]);
  // A real Learn token for a seeded instructor (sandbox dev endpoint); never printed.
  const res = await fetch(`${sandboxUrl}/sandbox/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"persona":"instructor"}',
  });
  const { token } = (await res.json()) as { token: string };
  const authPath = '/related-articles?query=photosynthesis';
  const authUrl = `http://127.0.0.1:${SERVER_PORT}${authPath}`;
  const authHeaders = { Authorization: `Bearer ${token}`, 'X-Learn-Platform': sandboxUrl };
  const check = await fetch(authUrl, { headers: authHeaders });
  if (check.status !== 200) throw new Error(`the authenticated read answered ${check.status}: ${await check.text()}`);
  const unauth = await fetch(authUrl);
  if (unauth.status !== 401) throw new Error(`without a token the read must be refused, got ${unauth.status}`);

  const helloUrl = `http://127.0.0.1:${HELLO_PORT}/`;
  if (warmup > 0) {
    await load('warm-up hello', helloUrl, {}, warmup);
    await load('warm-up server', authUrl, authHeaders, warmup);
  }
  const hello = await load('hello', helloUrl, {}, duration);
  const server = await load('server', authUrl, authHeaders, duration);

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(`\n${new Date().toISOString()} · Node ${process.version} · ${cpus().length} × ${cpu}`);
  console.log(
    `autocannon, ${connections} connections, ${duration} s each after ${warmup} s warm-up, loopback (127.0.0.1)\n`,
  );
  console.log('| target | request | req/s (mean) | p50 ms | p99 ms | max ms | non-2xx | errors |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(row('bare Hono hello-world', 'GET /', hello));
  console.log(row('our server, authenticated read', `GET ${authPath}`, server));
  console.log(
    `\nserver / hello throughput: ${((server.requests.average / hello.requests.average) * 100).toFixed(0)} %`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(stopAll);
