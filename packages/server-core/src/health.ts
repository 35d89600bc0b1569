import { Hono } from 'hono';
import type { HealthResponse } from '@tools/backend-api/contracts';
import type { Db } from './db/types.ts';
import type { AppEnv } from './http/env.ts';

/** Who may call: anyone (load balancers). Answers 503 when the database does not respond. */
export const healthRoutes = (db: Db) =>
  new Hono<AppEnv>().get('/healthz', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await db.query('select 1');
      return c.json({ status: 'ok', database: 'ok' } satisfies HealthResponse);
    } catch (error) {
      c.var.log.error('health check failed', { err: error });
      return c.json({ status: 'error', database: 'error' } satisfies HealthResponse, 503);
    }
  });
