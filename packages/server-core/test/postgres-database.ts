import pg from 'pg';
import { inject } from 'vitest';

/**
 * The PostgreSQL side of the server's tests: the server that test/postgres-global-setup.ts started
 * (or TEST_DATABASE_URL), '' when there is none (the suites then skip), and one database of it
 * per test file, made and dropped by the file.
 */
export const postgresUrl: string = inject('postgresUrl');

async function asAdmin(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database named `{prefix}_{pid}_{time}` (so runs can share a TEST_DATABASE_URL):
 * `create()` makes it and returns its connection string, `drop()` removes it, open connections too.
 */
export function throwawayDatabase(prefix: string) {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  return {
    async create(): Promise<string> {
      await asAdmin(`create database ${name}`);
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    drop: () => asAdmin(`drop database if exists ${name} with (force)`),
  };
}
