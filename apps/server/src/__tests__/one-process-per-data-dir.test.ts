import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, waitForHealth, type ServerProcess } from '../../test/server-process.ts';

/**
 * Issue 22 §4: a deploy that starts the new server before the old one stops, on one PGlite folder.
 * Without the lock both ran, each saw only its own writes, and acknowledged rows were lost.
 */
describe('two server processes on one PGlite data folder', () => {
  const started: ServerProcess[] = [];
  let dataDir = '';
  afterAll(async () => {
    for (const s of started) s.child.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses the second with a clear message; after the first dies, a new one starts', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tools-data-'));
    const env = { DATA_DIR: dataDir, SANDBOX_URL: 'http://localhost:9' };
    const first = await startServerProcess(env);
    started.push(first);
    await waitForHealth(first);

    const second = await startServerProcess(env);
    started.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Server failed to start: The data folder ${dataDir} is in use by another server`);
    expect(second.output()).toContain(`(pid ${first.child.pid} on `);
    // The first one is untouched.
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);

    // A crash leaves the lock behind; the next process takes it over.
    first.child.kill('SIGKILL');
    await first.exited;
    const third = await startServerProcess(env);
    started.push(third);
    await waitForHealth(third);
    expect((await fetch(`${third.url}/healthz`)).status).toBe(200);
  }, 240_000);
});
