import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AgsTokens } from '../ags-token.ts';
import { CLAIM } from '../claims.ts';
import { findOrCreateLineItem, LINEITEM_MEDIA_TYPE, LINEITEMS_MEDIA_TYPE } from '../line-item.ts';
import { createHarness, sharedDb, type Harness } from '../../../test/harness.ts';
import { LINE_ITEMS, registration } from '../../../test/test-platform.ts';

interface Seen {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

/** A platform AGS line-item service: `existing` answers the filtered GET; POST creates `created`. */
function platform(existing: unknown[], opts: { getStatus?: number; created?: unknown } = {}) {
  const seen: Seen[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    seen.push({
      method,
      url: String(input),
      headers: new Headers(init?.headers),
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    if (method === 'GET') return Response.json(existing, { status: opts.getStatus ?? 200 });
    return Response.json(opts.created ?? { id: `${LINE_ITEMS}/new-1`, scoreMaximum: 100 }, { status: 201 });
  }) as typeof globalThis.fetch;
  const agsTokens = { get: async (_r: unknown, scope: string) => `token-for ${scope}` } as unknown as AgsTokens;
  return { seen, s: { fetch, agsTokens } };
}

const args = { lineitems: LINE_ITEMS, resourceLinkId: 'rl-9', label: 'Week 3 quiz', resourceId: 'LTIAssignment' };

describe('findOrCreateLineItem (AGS launch with lineitems only)', () => {
  it("reuses the resource link's line item", async () => {
    const p = platform([{ id: `${LINE_ITEMS}/li-7`, scoreMaximum: 100, resourceLinkId: 'rl-9' }]);
    await expect(findOrCreateLineItem(p.s, registration, args)).resolves.toEqual({
      id: `${LINE_ITEMS}/li-7`,
      scoreMaximum: 100,
    });
    expect(p.seen).toHaveLength(1);
    expect(p.seen[0]!.url).toBe(`${LINE_ITEMS}?resource_link_id=rl-9`);
    expect(p.seen[0]!.headers.get('accept')).toBe(LINEITEMS_MEDIA_TYPE);
    expect(p.seen[0]!.headers.get('authorization')).toBe(
      'Bearer token-for https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
    );
  });

  it('creates a 100-point line item bound to the resource link when there is none', async () => {
    const p = platform([]);
    await expect(findOrCreateLineItem(p.s, registration, args)).resolves.toEqual({
      id: `${LINE_ITEMS}/new-1`,
      scoreMaximum: 100,
    });
    const post = p.seen[1]!;
    expect(post.method).toBe('POST');
    expect(post.url).toBe(LINE_ITEMS);
    expect(post.headers.get('content-type')).toBe(LINEITEM_MEDIA_TYPE);
    expect(post.body).toEqual({
      scoreMaximum: 100,
      label: 'Week 3 quiz',
      resourceLinkId: 'rl-9',
      resourceId: 'LTIAssignment',
    });
  });

  it("keeps the platform's own query on the container URL", async () => {
    const p = platform([]);
    await findOrCreateLineItem(p.s, registration, { ...args, lineitems: `${LINE_ITEMS}?type_id=7` });
    expect(p.seen[0]!.url).toBe(`${LINE_ITEMS}?type_id=7&resource_link_id=rl-9`);
    expect(p.seen[1]!.url).toBe(`${LINE_ITEMS}?type_id=7`);
  });

  it('fails on a refusal or a body without an id', async () => {
    await expect(findOrCreateLineItem(platform([], { getStatus: 403 }).s, registration, args)).rejects.toThrow(
      'GET lineitems answered 403',
    );
    await expect(findOrCreateLineItem(platform([], { created: { label: 'x' } }).s, registration, args)).rejects.toThrow(
      'unexpected body',
    );
  });
});

describe('grade-sender launch with lineitems only', () => {
  let h: Harness;
  let db: Awaited<ReturnType<typeof sharedDb>>;
  beforeAll(async () => {
    db = await sharedDb();
  });
  beforeEach(async () => {
    h = await createHarness({ db: await db.reset() });
  });

  it('still launches when the platform has no line-item service, and says why in the log', async () => {
    const scope = [
      'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
      'https://purl.imsglobal.org/spec/lti-ags/scope/score',
    ];
    const { decoded } = await h.fullLaunch((n) => h.claims(n, { [CLAIM.ags]: { scope, lineitems: LINE_ITEMS } }));
    expect(decoded.lineItemUrl).toBe(LINE_ITEMS);
    expect(h.lines.some((l) => l.msg === 'ags line item not resolved' && l.level === 'warn')).toBe(true);
  });
});
