import { fileURLToPath } from 'node:url';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../data-dir-lock.ts';
import { openDatabase } from '../index.ts';
import { readMigrationFiles } from '../migrate.ts';

const migrations = readMigrationFiles({ '001_notes': 'create table notes (body text)' });

/** Issue 22 §4: one process per PGlite data folder. */
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tools-lock-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const lockFile = () => join(dir, LOCK_FILE);
const holder = (pid: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ pid, host: hostname(), bootId: null, startedAt: '2026-01-01T00:00:00.000Z', ...extra });

/** A pid that certainly ran and is gone now. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('lockDataDir', () => {
  it('takes the lock, refuses a second taker naming the holder, and lets go on release', async () => {
    const lock = await lockDataDir(dir);
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    const second = await lockDataDir(dir).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(DataDirLockedError);
    expect((second as Error).message).toBe(
      `The data folder ${dir} is in use by another server process (pid ${process.pid} on ${hostname()}, since ${
        (JSON.parse(await readFile(lockFile(), 'utf8')) as { startedAt: string }).startedAt
      }). One process per PGlite folder: stop that process first, or give this one its own DATA_DIR, or run several instances on PostgreSQL (DATABASE_URL).`,
    );
    await lock.release();
    expect(existsSync(lockFile())).toBe(false);
    const again = await lockDataDir(dir);
    await again.release();
  });

  it('refuses while another live process holds it', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      await writeFile(lockFile(), holder(other.pid!));
      const error = await lockDataDir(dir).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toContain(`(pid ${other.pid} on ${hostname()}, since 2026-01-01T00:00:00.000Z)`);
      expect(await readFile(lockFile(), 'utf8')).toBe(holder(other.pid!));
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that is gone (crash, kill -9)', async () => {
    await writeFile(lockFile(), holder(deadPid()));
    const lock = await lockDataDir(dir);
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
  });

  it('takes over a lock from an earlier boot, or one naming this very pid (a restarted container)', async () => {
    await writeFile(lockFile(), holder(1, { bootId: 'an-earlier-boot' }));
    // Only where the boot id is known (Linux) does an earlier boot prove the lock stale.
    if (existsSync('/proc/sys/kernel/random/boot_id')) {
      const lock = await lockDataDir(dir);
      await lock.release();
    }
    await writeFile(lockFile(), holder(process.pid));
    const lock = await lockDataDir(dir);
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
  });

  it('counts a lock from another host as held (it cannot be checked from here)', async () => {
    await writeFile(lockFile(), holder(deadPid(), { host: 'another-host.example' }));
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it('lets only one of two processes take over the same stale lock at once', async () => {
    await writeFile(lockFile(), holder(deadPid()));
    const script = `
      import('${new URL('../data-dir-lock.ts', import.meta.url).href}').then(async ({ lockDataDir }) => {
        try { await lockDataDir(process.argv[1]); process.stdout.write('took'); setTimeout(() => {}, 3000); }
        catch (e) { process.stdout.write('refused'); }
      });`;
    const run = () =>
      new Promise<string>((resolve) => {
        // From apps/server, where `tsx` resolves (the root run's cwd is the repository).
        const child = spawn(process.execPath, ['--import', 'tsx', '-e', script, dir], {
          stdio: ['ignore', 'pipe', 'pipe'],
          cwd: fileURLToPath(new URL('../../..', import.meta.url)),
        });
        let out = '';
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          if (out === 'took' || out === 'refused') resolve(out);
        });
        child.on('exit', () => resolve(out));
      });
    const outcomes = await Promise.all([run(), run(), run()]);
    expect(outcomes.filter((o) => o === 'took')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(2);
  }, 60_000);
});

describe('openDatabase on PGlite', () => {
  it('refuses a second open of the same folder; the first keeps working and releases on close', async () => {
    const first = await openDatabase({ databaseUrl: null, dataDir: dir, migrations });
    try {
      await expect(openDatabase({ databaseUrl: null, dataDir: dir, migrations })).rejects.toBeInstanceOf(
        DataDirLockedError,
      );
      expect(await first.query('select count(*)::int as n from notes')).toEqual([{ n: 0 }]);
    } finally {
      await first.close();
    }
    expect(existsSync(lockFile())).toBe(false);
    const again = await openDatabase({ databaseUrl: null, dataDir: dir, migrations });
    await again.close();
  });
});
