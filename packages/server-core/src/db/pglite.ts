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

/** What a PGlite dump (`dumpDataDir('gzip')`) is read back as. */
export const PGLITE_DUMP_TYPE = 'application/x-gzip';

/**
 * Embedded Postgres. `dataDir` null -> in memory (tests). `snapshot`: a dump to start from
 * (a migrated empty database, so the in-browser server skips Postgres's initdb, about 10 s).
 */
export async function openPglite(dataDir: string | null, snapshot?: Blob): Promise<Db & { dump: () => Promise<Blob> }> {
  const pg = dataDir
    ? await PGlite.create({ dataDir })
    : await PGlite.create(snapshot ? { loadDataDir: snapshot } : {});
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('gzip'),
  };
}
