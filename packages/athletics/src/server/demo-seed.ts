import { DEMO_ATHLETES_CSV, parseAthletesCsv } from '@tools/athletics/domain';
import type { PlatformRegistration } from '@tools/server-core/platform-registration.ts';
import { tenantDb } from '@tools/server-core/db/tenant.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import * as store from './athletics-store.ts';

/**
 * Sandbox mode only (no `LTI_PLATFORMS`: the sandbox registration): the demo athletes for the
 * sandbox's Learn site, once, so `npm start` shows a filled table. A site that ever had a load
 * (an admin's CSV, even an emptied one) is left alone. Idempotent under concurrency: instances
 * starting at once on one database each try, and the first-load claim lets exactly one seed.
 */
export async function seedAthleticsDemo(
  db: Db,
  config: { platforms: readonly PlatformRegistration[] },
  now: Date,
): Promise<boolean> {
  const [only] = config.platforms;
  if (config.platforms.length !== 1 || only?.clientId !== 'course-tools-sandbox' || !only.learnUrl) return false;
  const site = tenantDb(db, new URL(only.learnUrl).origin);
  if (await store.everLoaded(site)) return false;
  const demo = parseAthletesCsv(DEMO_ATHLETES_CSV);
  return site.transaction(async (tx) => {
    if (!(await store.claimFirstLoad(tx, 'demo-seed', now))) return false;
    await store.replaceAll(tx, demo, 'demo-seed', now);
    return true;
  });
}
