import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port.ts';
import type {} from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of a throwaway PostgreSQL server, or '' when none could be started. */
    postgresUrl: string;
    postgresSkipReason: string;
  }
}

const BIN_DIRS = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];

/**
 * Starts a throwaway PostgreSQL cluster (initdb + pg_ctl in a temp dir, random port) for the
 * data-layer suite. TEST_DATABASE_URL wins when set. initdb refuses to run as root, so as root
 * the cluster runs as the `postgres` system user.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresUrl', process.env.TEST_DATABASE_URL);
    project.provide('postgresSkipReason', '');
    return;
  }
  const bin = BIN_DIRS.find((dir) => existsSync(join(dir, 'initdb')));
  if (!bin) {
    project.provide('postgresUrl', '');
    project.provide(
      'postgresSkipReason',
      `PostgreSQL server binaries not found in ${BIN_DIRS.join(', ')} (apt-get install postgresql)`,
    );
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'tools-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    if (!asRoot) return execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
    const quoted = [join(bin, cmd), ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
    return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
  };
  try {
    if (asRoot)
      chownSync(
        dir,
        Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
        Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
      );
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    run('pg_ctl', [
      '-D',
      data,
      '-w',
      '-l',
      join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    project.provide('postgresUrl', '');
    project.provide('postgresSkipReason', `could not start PostgreSQL: ${detail}`);
    return;
  }
  project.provide('postgresUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);
  project.provide('postgresSkipReason', '');
  return () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
