import { events as e } from '@tools/backend-api/contracts';
import * as v from 'valibot';
import type { TenantDb } from '../db/tenant.ts';
import { append, SERVER_SCOPE } from './events-store.ts';

/**
 * Events of the writes the server itself makes (issue 14: "our own writes publish their events
 * too"). The domain that makes the write calls `publishOwn` with the transaction of that write, so
 * the event is stored exactly when the write is (one commit, one rollback). Ids are derived from
 * what the event describes, so the same write recorded twice stores one event. The publisher is the
 * verified caller who made the write: they read and handle these events in EventPublicationTool.
 * Every event is checked against the schema the browser's events are: a bug here fails the write
 * rather than storing an event a consumer cannot read. They are kept in the server's scope of ids,
 * which no published event reaches (service.ts `publish`).
 */
export async function publishOwn(tx: TenantDb, events: readonly e.CourseEvent[], by: string): Promise<number> {
  if (events.length === 0) return 0;
  return append(
    tx,
    events.map((ev) => v.parse(e.CourseEvent, ev)),
    by,
    SERVER_SCOPE,
  );
}
