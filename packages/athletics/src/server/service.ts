import type * as a from '../contracts.ts';
import { parseAthletesCsv } from '@tools/athletics/domain';
import type { ServiceContext } from '@tools/server-core/context.ts';
import { HttpError } from '@tools/server-core/http/errors.ts';
import * as store from './athletics-store.ts';
import { athleticsMessages as m } from './messages.ts';

/**
 * SportsAndStudents services. Athletic details are personal data, so unlike the spec's open
 * endpoint both need the configured institution role (checked by the routes with Learn; the
 * load asks Learn again, bypassing the identity cache).
 */

export function read(ctx: ServiceContext): Promise<a.SportsAndStudents> {
  return store.readAll(ctx.db);
}

/**
 * Loads an admin's CSV: the accepted lines replace the site's data in one transaction; each
 * rejected line is reported with its number and reason. A file with a bad header is a 400, and
 * a file where no line is accepted keeps the stored data (nothing lost by a wrong file).
 */
export async function load(ctx: ServiceContext, body: a.CsvUpload): Promise<a.CsvLoadResult> {
  const parsed = parseAthletesCsv(body.csv);
  if (parsed.fileError) throw new HttpError(400, parsed.fileError);
  const result = {
    accepted: parsed.accepted,
    rejected: parsed.rejected,
    sports: parsed.sports.length,
    students: parsed.students.length,
  };
  if (parsed.accepted === 0) {
    if (parsed.rejected.length === 0) throw new HttpError(400, m.nothingAccepted);
    return { replaced: false, ...result };
  }
  await ctx.db.transaction((tx) => store.replaceAll(tx, parsed, ctx.caller.user.id, ctx.now()));
  return { replaced: true, ...result };
}
