import pg from 'pg';
import type { Db, Queryable } from './types.ts';

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<R>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, params as unknown[]);
      return result.rows as R[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

/** A PostgreSQL server via DATABASE_URL; a small pool so several instances can share it. */
export async function openPostgres(connectionString: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection dropped by the server (restart, failover, admin command) is reported
  // on the pool; unhandled, it would crash the process. The next query opens a new connection.
  pool.on('error', (error) => {
    process.stderr.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: 'warn', msg: 'postgres idle connection lost', err: error.message })}\n`,
    );
  });
  // Fail at start, not on the first request, when the server is unreachable.
  await pool.query('select 1');
  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
