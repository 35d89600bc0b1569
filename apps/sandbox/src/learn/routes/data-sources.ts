import { requirePrivileged } from '../access.ts';
import { resolveSimple } from '../refs.ts';
import type { LearnRouter } from '../router.ts';

/** The swagger's entitlement for every data source call. */
const ENTITLEMENT = 'view data sources (system.datasource.manager.VIEW)';

/**
 * Data sources (admin only): the list with Learn's `externalId` contains-search, and one data
 * source by primary id or `externalId:{batchUid}` (what SetCategory's "Data Source Key Name" is).
 */
export function registerDataSources(r: LearnRouter): void {
  r.get('/v1/dataSources', (ctx) => {
    requirePrivileged(ctx.caller, ENTITLEMENT);
    const wanted = ctx.query.get('externalId')?.toLowerCase();
    return ctx.page(ctx.store.data.dataSources.filter((d) => !wanted || d.externalId.toLowerCase().includes(wanted)));
  });
  r.get('/v1/dataSources/{dataSourceId}', (ctx) => {
    requirePrivileged(ctx.caller, ENTITLEMENT);
    return resolveSimple(ctx.store.data.dataSources, ctx.param('dataSourceId'), 'data source');
  });
}
