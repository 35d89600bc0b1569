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
const LineItem = v.looseObject({
  id: v.pipe(v.string(), v.url()),
  scoreMaximum: v.optional(ScoreMaximum),
  resourceLinkId: v.optional(v.string()),
});
/** Pages of the container read at most before the tool creates its own line item (AGS pages with `Link`). */
export const MAX_LINE_ITEM_PAGES = 20;

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

/** The `rel="next"` target of a `Link` header (RFC 8288), resolved against the page it came with. */
export function nextPageUrl(link: string | null, current: string): string | null {
  if (!link) return null;
  for (const part of link.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (!match) continue;
    const rel = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(match[2] ?? '')?.[1] ?? '';
    if (!rel.toLowerCase().split(/\s+/).includes('next')) continue;
    try {
      return new URL(match[1] ?? '', current).toString();
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The line items bound to the resource link: only an item whose `resourceLinkId` is that link
 * counts, on every page of the container. A platform that ignores the `resource_link_id` filter
 * answers with every line item of the course, and taking the first would post this link's grades
 * to another link's item. Pages come from `Link: <…>; rel="next"`, on the container's origin only
 * (the token goes nowhere else), at most MAX_LINE_ITEM_PAGES of them; a listing that cannot be
 * read to its end throws rather than let the caller create a second line item.
 */
async function listBoundLineItems(
  s: Pick<LtiServices, 'fetch' | 'agsTokens'>,
  registration: PlatformRegistration,
  args: { lineitems: string; resourceLinkId: string },
): Promise<v.InferOutput<typeof LineItem>[]> {
  const bound: v.InferOutput<typeof LineItem>[] = [];
  const origin = new URL(args.lineitems).origin;
  const seen = new Set<string>();
  let next: string | null = filtered(args.lineitems, args.resourceLinkId);
  while (next && !seen.has(next)) {
    // Creating a line item without having read the whole container could make a second one.
    if (new URL(next).origin !== origin) throw new Error('GET lineitems named a next page on another origin');
    if (seen.size === MAX_LINE_ITEM_PAGES) throw new Error(`GET lineitems has more than ${MAX_LINE_ITEM_PAGES} pages`);
    const pageUrl: string = next;
    seen.add(pageUrl);
    const found = await s.agsTokens.send(registration, LINEITEM_SCOPE, (Authorization) =>
      s.fetch(pageUrl, { headers: { Authorization, Accept: LINEITEMS_MEDIA_TYPE } }),
    );
    if (!found.ok) throw new Error(`GET lineitems answered ${found.status}`);
    const list = v.safeParse(v.array(LineItem), await found.json().catch(() => null));
    if (!list.success) throw new Error('GET lineitems sent an unexpected body');
    bound.push(...list.output.filter((item) => item.resourceLinkId === args.resourceLinkId));
    next = nextPageUrl(found.headers.get('link'), pageUrl);
  }
  return bound;
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
  const existing = oldest(await listBoundLineItems(s, registration, args));
  if (existing) return { id: existing.id, scoreMaximum: existing.scoreMaximum };

  const created = await s.agsTokens.send(registration, LINEITEM_SCOPE, (Authorization) =>
    s.fetch(args.lineitems, {
      method: 'POST',
      headers: { Authorization, 'Content-Type': LINEITEM_MEDIA_TYPE, Accept: LINEITEM_MEDIA_TYPE },
      body: JSON.stringify({
        scoreMaximum: GRADE_SENDER_SCORE_MAXIMUM,
        label: args.label,
        resourceLinkId: args.resourceLinkId,
        resourceId: args.resourceId,
      }),
    }),
  );
  if (!created.ok) throw new Error(`POST lineitems answered ${created.status}`);
  const item = v.safeParse(LineItem, await created.json().catch(() => null));
  if (!item.success) throw new Error('POST lineitems sent an unexpected body');
  const mine = { id: item.output.id, scoreMaximum: item.output.scoreMaximum ?? GRADE_SENDER_SCORE_MAXIMUM };
  // Looked at again: a listing that fails leaves ours (it exists, and was the only one we saw).
  const kept = oldest(await listBoundLineItems(s, registration, args).catch(() => [])) ?? mine;
  if (kept.id === mine.id) return mine;
  // Should the platform refuse the delete, ours stays empty: every launch posts to the kept one.
  await s.agsTokens
    .send(registration, LINEITEM_SCOPE, (Authorization) =>
      s.fetch(mine.id, { method: 'DELETE', headers: { Authorization } }),
    )
    .catch(() => undefined);
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
  const response = await s.agsTokens.send(registration, scope, (Authorization) =>
    s.fetch(lineItem, { headers: { Authorization, Accept: LINEITEM_MEDIA_TYPE } }),
  );
  if (!response.ok) throw new LineItemReadError(`GET line item answered ${response.status}`);
  const item = v.safeParse(v.looseObject({ scoreMaximum: ScoreMaximum }), await response.json().catch(() => null));
  if (!item.success) throw new LineItemReadError('the line item has no valid scoreMaximum');
  return item.output.scoreMaximum;
}
