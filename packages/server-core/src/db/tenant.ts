import type { Db, Queryable } from './types.ts';

/**
 * A database handle bound to one Learn site (the verified caller's platform). Learn ids repeat
 * across sites, so every stored row carries `platform` and every query filters by it. Stores
 * take a `TenantDb`, never a `Db`: `$1` is always the platform and the caller's parameters
 * start at `$2`, and a statement that does not use `platform` and `$1` is refused before it runs.
 */
export interface TenantDb {
  readonly platform: string;
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<R[]>;
  /** One transaction; the handle passed to `fn` is bound to the same platform. */
  transaction<T>(fn: (tx: TenantDb) => Promise<T>): Promise<T>;
}

const PLATFORM_PARAM = /\$1(?!\d)/;
const PLATFORM_COLUMN = /\bplatform\b/;

export class TenantScopeError extends Error {
  override name = 'TenantScopeError';
}

function bind(target: Queryable, platform: string, transaction: TenantDb['transaction']): TenantDb {
  return {
    platform,
    query(sql, params = []) {
      if (!PLATFORM_PARAM.test(sql) || !PLATFORM_COLUMN.test(sql)) {
        throw new TenantScopeError(`A tenant query must filter by platform = $1: ${sql.slice(0, 80)}`);
      }
      return target.query(sql, [platform, ...params]);
    },
    transaction,
  };
}

export function tenantDb(db: Db, platform: string): TenantDb {
  if (!platform) throw new TenantScopeError('A tenant needs a platform.');
  return bind(db, platform, (fn) =>
    db.transaction((tx) => {
      // Inside a transaction a nested `transaction()` joins it (one commit, one rollback).
      const inTx: TenantDb = bind(tx, platform, (inner) => inner(inTx));
      return fn(inTx);
    }),
  );
}
