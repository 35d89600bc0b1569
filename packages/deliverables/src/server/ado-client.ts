import { HttpError } from '@tools/server-core/http/errors.ts';
import { format } from '@tools/server-core/messages.ts';
import type { AdoConfig } from './ado-config.ts';
import { deliverablesMessages as m } from './messages.ts';

/** The work-item fields the tracker reads (spec 001 §3). */
export const ADO_FIELDS = [
  'System.AreaPath',
  'System.State',
  'System.IterationPath',
  'System.AssignedTo',
  'System.Tags',
] as const;

export interface WorkItemFields {
  'System.AreaPath': string;
  'System.State': string;
  'System.IterationPath': string;
  'System.AssignedTo': { displayName: string } | null;
  'System.Tags': string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Reads work items from Azure DevOps' REST API with the configured PAT. Answers are cached
 * briefly per process (a miss is only slower, never wrong), so a tracker reload does not ask
 * ADO again for every row.
 */
export function adoClient(config: AdoConfig, fetchFn: typeof fetch, now: () => number) {
  const cache = new Map<number, { at: number; fields: WorkItemFields }>();
  const auth = `Basic ${btoa(`:${config.pat}`)}`;
  return async function getWorkItem(id: number): Promise<WorkItemFields> {
    const hit = cache.get(id);
    if (hit && now() - hit.at < config.cacheSeconds * 1000) return hit.fields;
    const url = `${config.orgUrl}/${encodeURIComponent(config.project)}/_apis/wit/workitems/${id}?fields=${ADO_FIELDS.join(',')}&api-version=7.1`;
    let response: Response;
    try {
      response = await fetchFn(url, {
        headers: { Authorization: auth, Accept: 'application/json' },
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch {
      throw new HttpError(504, format(m.adoUnreachable, { id }));
    }
    if (response.status === 404) throw new HttpError(404, format(m.adoNotFound, { id }));
    if (!response.ok) throw new HttpError(502, format(m.adoFailed, { id, status: response.status }));
    const body = (await response.json().catch(() => null)) as { fields?: Record<string, unknown> } | null;
    const f = body?.fields ?? {};
    const assigned = f['System.AssignedTo'] as { displayName?: unknown } | undefined;
    const fields: WorkItemFields = {
      'System.AreaPath': str(f['System.AreaPath']),
      'System.State': str(f['System.State']),
      'System.IterationPath': str(f['System.IterationPath']),
      'System.AssignedTo':
        assigned && typeof assigned.displayName === 'string' ? { displayName: assigned.displayName } : null,
      'System.Tags': str(f['System.Tags']),
    };
    if (cache.size > 5000) cache.clear();
    cache.set(id, { at: now(), fields });
    return fields;
  };
}
