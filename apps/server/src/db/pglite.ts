import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './types.ts';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<R>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<R>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Embedded Postgres. `dataDir` null -> in memory (tests). */
export async function openPglite(dataDir: string | null): Promise<Db> {
  const pg = dataDir ? await PGlite.create({ dataDir }) : await PGlite.create();
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
