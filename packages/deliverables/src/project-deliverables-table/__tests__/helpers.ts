import { backendServer } from '@tools/testing';
import migration from '../../../../../apps/server/src/db/migrations/007_deliverables.ts';
import sample from '../../samples/deliverables-sample.csv?raw';

/**
 * Until migrations 005/006 are on this branch, 007 is not in the server's migration list
 * (gaps are refused), so the screen tests create the deliverables table on the embedded server
 * themselves, and empty it before each test (the server's own reset lists tables at start).
 */
export async function freshDeliverablesTable(): Promise<void> {
  const server = (await backendServer()) as unknown as {
    db: { query: (sql: string) => Promise<unknown[]>; exec: (sql: string) => Promise<unknown> };
  };
  const found = await server.db.query(`select 1 from pg_tables where tablename = 'deliverables'`);
  if (found.length === 0) await server.db.exec(migration);
  else await server.db.exec('truncate deliverables');
}

export const SAMPLE_CSV: string = sample;
export const csvFile = (text: string, name = 'deliverables.csv') => new File([text], name, { type: 'text/csv' });

/** A stored row as another user would PUT it. */
export const storedRow = (item: string, extra: Record<string, string | number> = {}) => ({
  Rank: 1,
  Item: item,
  Customer: 'Northfield University',
  TPM: 'ME',
  Team: 'ERP',
  Type: 'Report',
  'Item Status': 'Active',
  Release: 'R1',
  'UAT Target': '07/15/30',
  'Prod Target': '08/15/30',
  ...extra,
});
