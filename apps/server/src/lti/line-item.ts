import * as v from 'valibot';
import type { PlatformRegistration } from '../config.ts';
import type { LtiServices } from './context.ts';

export const LINEITEM_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem';
export const LINEITEM_READONLY_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly';
export const LINEITEM_MEDIA_TYPE = 'application/vnd.ims.lis.v2.lineitem+json';
export const LINEITEMS_MEDIA_TYPE = 'application/vnd.ims.lis.v2.lineitemcontainer+json';
/** Spec 000 §5: the grade sender's grades run from 0 to 100. */
export const GRADE_SENDER_SCORE_MAXIMUM = 100;

const ScoreMaximum = v.pipe(v.number(), v.finite(), v.gtValue(0));
const LineItem = v.looseObject({ id: v.pipe(v.string(), v.url()), scoreMaximum: v.optional(ScoreMaximum) });

export interface FoundLineItem {
  id: string;
  scoreMaximum: number | undefined;
}

/** `{container}?resource_link_id=…`, keeping any query the platform put on the container URL (AGS §3.2). */
function filtered(container: string, resourceLinkId: string): string {
  const url = new URL(container);
  url.searchParams.set('resource_link_id', resourceLinkId);
  return url.toString();
}

/**
 * Of several line items of one resource link, the one every launch picks: the lowest id in
 * numeric-aware order (Learn's end in the column's primary id, so the oldest).
 */
function oldest<T extends { id: string }>(items: readonly T[]): T | undefined {
  return [...items].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }))[0];
}

/**
 * AGS 2.0 allows a launch with only the `lineitems` container (no `lineitem`), e.g. a Learn
 * course-tool placement. The grade sender needs one line item to post scores to, so the tool
 * finds the one bound to this resource link, or creates it (100 points, resourceId = route).
 * Creating is idempotent (issue 22 §1): two launches of the link at the same moment (two
 * instructors opening the grade sender) would each find none and create one, a second gradebook
 * column; so the container is read again after creating, every launch keeps the oldest, and a
 * launch whose own line item is not that one deletes it (nothing was posted to it yet).
 * Throws when the platform does not cooperate; the launch then goes on without a line item.
 */
export async function findOrCreateLineItem(
  s: Pick<LtiServices, 'fetch' | 'agsTokens'>,
  registration: PlatformRegistration,
  args: { lineitems: string; resourceLinkId: string; label: string; resourceId: string },
): Promise<FoundLineItem> {
  const token = await s.agsTokens.get(registration, LINEITEM_SCOPE);
  const auth = { Authorization: `Bearer ${token}` };
  const listed = async () => {
    const found = await s.fetch(filtered(args.lineitems, args.resourceLinkId), {
      headers: { ...auth, Accept: LINEITEMS_MEDIA_TYPE },
    });
    if (!found.ok) throw new Error(`GET lineitems answered ${found.status}`);
    const list = v.safeParse(v.array(LineItem), await found.json().catch(() => null));
    if (!list.success) throw new Error('GET lineitems sent an unexpected body');
    return list.output;
  };
  const existing = oldest(await listed());
  if (existing) return { id: existing.id, scoreMaximum: existing.scoreMaximum };

  const created = await s.fetch(args.lineitems, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': LINEITEM_MEDIA_TYPE, Accept: LINEITEM_MEDIA_TYPE },
    body: JSON.stringify({
      scoreMaximum: GRADE_SENDER_SCORE_MAXIMUM,
      label: args.label,
      resourceLinkId: args.resourceLinkId,
      resourceId: args.resourceId,
    }),
  });
  if (!created.ok) throw new Error(`POST lineitems answered ${created.status}`);
  const item = v.safeParse(LineItem, await created.json().catch(() => null));
  if (!item.success) throw new Error('POST lineitems sent an unexpected body');
  const mine = { id: item.output.id, scoreMaximum: item.output.scoreMaximum ?? GRADE_SENDER_SCORE_MAXIMUM };
  // Looked at again: a listing that fails leaves ours (it exists, and was the only one we saw).
  const kept = oldest(await listed().catch(() => [])) ?? mine;
  if (kept.id === mine.id) return mine;
  // Should the platform refuse the delete, ours stays empty: every launch posts to the kept one.
  await s.fetch(mine.id, { method: 'DELETE', headers: auth }).catch(() => undefined);
  return { id: kept.id, scoreMaximum: kept.scoreMaximum };
}

/** Raised when the platform does not tell us a line item's scoreMaximum. */
export class LineItemReadError extends Error {
  override name = 'LineItemReadError';
}

/** GET `{lineitem}` (AGS §3.2) with a token for `scope` (lineitem or lineitem.readonly): its scoreMaximum. */
export async function readScoreMaximum(
  s: Pick<LtiServices, 'fetch' | 'agsTokens'>,
  registration: PlatformRegistration,
  lineItem: string,
  scope: string,
): Promise<number> {
  const token = await s.agsTokens.get(registration, scope);
  const response = await s.fetch(lineItem, {
    headers: { Authorization: `Bearer ${token}`, Accept: LINEITEM_MEDIA_TYPE },
  });
  if (!response.ok) throw new LineItemReadError(`GET line item answered ${response.status}`);
  const item = v.safeParse(v.looseObject({ scoreMaximum: ScoreMaximum }), await response.json().catch(() => null));
  if (!item.success) throw new LineItemReadError('the line item has no valid scoreMaximum');
  return item.output.scoreMaximum;
}
