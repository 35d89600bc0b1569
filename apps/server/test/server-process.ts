import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '@tools/server-core/test/free-port.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
}

/**
 * `src/main.ts` as its own process (what a deploy runs), on a free port, with only the environment
 * given (plus PATH): several of them make "two instances" tests real.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, PORT: String(port), LOG_LEVEL: 'warn', RELATED_ARTICLES_PROVIDER: 'fake', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://localhost:${port}`, output: () => output, exited };
}

/** Waits until `/healthz` answers 200, or throws with the process's output when it exits first. */
export async function waitForHealth(server: ServerProcess, attempts = 900): Promise<void> {
  for (let i = 0; i < attempts; i++) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited with ${server.child.exitCode}: ${server.output()}`);
    const ok = await fetch(`${server.url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${server.url} did not become healthy: ${server.output()}`);
}
