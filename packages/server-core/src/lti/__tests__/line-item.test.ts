import { describe, expect, it } from 'vitest';
import { AgsTokens } from '../ags-token.ts';
import { CLAIM } from '../claims.ts';
import { findOrCreateLineItem, LINEITEM_MEDIA_TYPE, LINEITEMS_MEDIA_TYPE, nextPageUrl } from '../line-item.ts';
import { CLIENT_ID, registration, harnessEachTest } from '../../../test/harness.ts';

const LINEITEM_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem';

const h = harnessEachTest();

/** The sandbox platform's AGS line-item service, with AGS tokens the platform issued for each scope. */
function platform() {
  const tokens: Record<string, string> = {};
  const agsTokens = {
    get: async (_r: unknown, scope: string) =>
      (tokens[scope] ??= h.platform.lti.agsTokens.issue({ userId: null, clientId: CLIENT_ID, scope })),
    drop: (_r: unknown, scope: string) => delete tokens[scope],
    // The real retry rule over these tokens.
    send: AgsTokens.prototype.send,
  } as unknown as AgsTokens;
  return { tokens, s: { fetch: h.platformFetch, agsTokens } };
}
const args = () => ({
  lineitems: h.lineItems,
  resourceLinkId: 'rl-9',
  label: 'Week 3 quiz',
  resourceId: 'LTIAssignment',
});

describe('findOrCreateLineItem (AGS launch with lineitems only)', () => {
  it("reuses the resource link's line item", async () => {
    const p = platform();
    // The grade sender's placement: a resource link with its line item (a 100-point column).
    const link = [...h.platform.lti.resourceLinks.values()].find((l) => l.route === 'LTIAssignment')!;
    await expect(findOrCreateLineItem(p.s, registration, { ...args(), resourceLinkId: link.id })).resolves.toEqual({
      id: h.lineItem,
      scoreMaximum: 100,
    });
    const seen = h.platform.requests;
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe(`${h.lineItems}?resource_link_id=${link.id}`);
    expect(seen[0]!.headers.get('accept')).toBe(LINEITEMS_MEDIA_TYPE);
    expect(seen[0]!.headers.get('authorization')).toBe(`Bearer ${p.tokens[LINEITEM_SCOPE]}`);
  });

  it('creates a 100-point line item bound to the resource link when there is none', async () => {
    const p = platform();
    const created = await findOrCreateLineItem(p.s, registration, args());
    expect(created).toEqual({ id: expect.stringMatching(new RegExp(`^${h.lineItems}[^/]+$`)), scoreMaximum: 100 });
    const post = h.platform.requests[1]!;
    expect(post.method).toBe('POST');
    expect(post.url).toBe(h.lineItems);
    expect(post.status).toBe(201);
    expect(post.headers.get('content-type')).toBe(LINEITEM_MEDIA_TYPE);
    expect(JSON.parse(post.body)).toEqual({
      scoreMaximum: 100,
      label: 'Week 3 quiz',
      resourceLinkId: 'rl-9',
      resourceId: 'LTIAssignment',
    });
    // The platform made the column, and finds it for the resource link next time.
    expect(h.lineItemColumn(created.id)).toMatchObject({ name: 'Week 3 quiz', score: { possible: 100 } });
    await expect(findOrCreateLineItem(p.s, registration, args())).resolves.toEqual(created);
    // Find, create, look again; then the next launch's find.
    expect(h.platform.requests.map((r) => r.method)).toEqual(['GET', 'POST', 'GET', 'GET']);
  });

  it('leaves one line item when two launches of the link create it at the same moment', async () => {
    const p = platform();
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(() => findOrCreateLineItem(p.s, registration, args())),
    );
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    const listed = await h.platformFetch(`${h.lineItems}?resource_link_id=rl-9`, {
      headers: { Authorization: `Bearer ${p.tokens[LINEITEM_SCOPE]}`, Accept: LINEITEMS_MEDIA_TYPE },
    });
    expect(((await listed.json()) as { id: string }[]).map((i) => i.id)).toEqual([first!.id]);
    // Each created one; the two not kept were deleted before any score went to them.
    const methods = h.platform.requests.map((r) => r.method);
    expect([methods.filter((m) => m === 'POST').length, methods.filter((m) => m === 'DELETE').length]).toEqual([3, 2]);
  });

  it("keeps the platform's own query on the container URL", async () => {
    const p = platform();
    await findOrCreateLineItem(p.s, registration, { ...args(), lineitems: `${h.lineItems}?type_id=7` });
    expect(h.platform.requests[0]!.url).toBe(`${h.lineItems}?type_id=7&resource_link_id=rl-9`);
    expect(h.platform.requests[1]!.url).toBe(`${h.lineItems}?type_id=7`);
  });

  it('fails on a refusal or a body without an id', async () => {
    h.sandbox.state.faults.add({
      method: 'GET',
      path: '/lti/ags/courses/*/lineitems/',
      kind: 'status',
      status: 403,
      times: 1,
    });
    await expect(findOrCreateLineItem(platform().s, registration, args())).rejects.toThrow(
      'GET lineitems answered 403',
    );
    // No correct platform (the sandbox included) creates a line item without an id, so this answer is made here.
    const noId = { ...platform().s, fetch: h.platformFetch };
    noId.fetch = async (input, init) =>
      init?.method === 'POST' ? Response.json({ label: 'x' }, { status: 201 }) : h.platformFetch(input, init);
    await expect(findOrCreateLineItem(noId, registration, args())).rejects.toThrow('unexpected body');
  });
});

describe("findOrCreateLineItem: only the resource link's own line item, on any page", () => {
  /** The sandbox platform reached without the resource_link_id filter, as a platform that ignores it answers. */
  const ignoringFilter = (p: ReturnType<typeof platform>) => ({
    ...p.s,
    fetch: (async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      url.searchParams.delete('resource_link_id');
      return h.platformFetch(url.toString(), init);
    }) as typeof fetch,
  });
  const grader = () => [...h.platform.lti.resourceLinks.values()].find((l) => l.route === 'LTIAssignment')!;

  it("does not take another link's line item from a platform that ignores the filter; creates its own", async () => {
    const p = platform();
    // BIO101's container holds the grader placement's line item (another resource link) and one without a link.
    h.addLineItem('Quiz without a link');
    const s = ignoringFilter(p);
    const created = await findOrCreateLineItem(s, registration, args());
    expect(created.id).not.toBe(h.lineItem);
    // Read, created, read again (creating is idempotent: the oldest bound item is kept, see line-item.ts).
    expect(h.platform.requests.map((r) => `${r.method} ${r.status}`)).toEqual(['GET 200', 'POST 201', 'GET 200']);
    expect(JSON.parse(h.platform.requests[0]!.answer)).toHaveLength(2);
    // Next time the same platform's unfiltered list has it, bound to rl-9: found, not created again.
    await expect(findOrCreateLineItem(s, registration, args())).resolves.toEqual(created);
    expect(h.platform.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('follows Link rel="next" pages until it finds the bound line item', async () => {
    const p = platform();
    h.platform.lti.lineItemsPageSize = 1;
    for (const label of ['A', 'B', 'C']) h.addLineItem(label);
    const link = grader();
    // The grader's line item was made first by the placement, so make it the last one listed.
    const column = h.lineItemColumn();
    const store = h.sandbox.state.store;
    store.data.columns.splice(store.data.columns.indexOf(column), 1);
    store.data.columns.push(column);
    const found = await findOrCreateLineItem(ignoringFilter(p), registration, { ...args(), resourceLinkId: link.id });
    expect(found).toEqual({ id: h.lineItem, scoreMaximum: 100 });
    const pages = h.platform.requests.map((r) => new URL(r.url).searchParams.get('page'));
    expect(pages).toEqual([null, '2', '3', '4']);
    expect(h.platform.requests.every((r) => r.method === 'GET' && r.status === 200)).toBe(true);
  });

  it('refuses to create a line item when the listing cannot be read to its end', async () => {
    const p = platform();
    h.platform.lti.lineItemsPageSize = 1;
    for (let i = 0; i < 25; i += 1) h.addLineItem(`Quiz ${i}`);
    await expect(findOrCreateLineItem(ignoringFilter(p), registration, args())).rejects.toThrow(
      'GET lineitems has more than 20 pages',
    );
    expect(h.platform.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('reads a Link header the way RFC 8288 writes it', () => {
    const at = 'https://learn.test/lti/ags/courses/_1_1/lineitems/';
    expect(
      nextPageUrl('<https://learn.test/x?page=2>; rel="next", <https://learn.test/x?page=9>; rel="last"', at),
    ).toBe('https://learn.test/x?page=2');
    expect(nextPageUrl('<?page=3>; rel=next', at)).toBe(`${at}?page=3`);
    expect(nextPageUrl('<https://learn.test/x?page=1>; rel="prev first"', at)).toBeNull();
    expect(nextPageUrl(null, at)).toBeNull();
  });
});

describe('grade-sender launch with lineitems only', () => {
  it('still launches when the platform has no line-item service, and says why in the log', async () => {
    // This platform offers no line-item service: its container answers 404.
    h.sandbox.state.faults.add({ path: '/lti/ags/courses/*/lineitems/', kind: 'status', status: 404 });
    const scope = [LINEITEM_SCOPE, 'https://purl.imsglobal.org/spec/lti-ags/scope/score'];
    const { decoded } = await h.fullLaunch((n) => h.claims(n, { [CLAIM.ags]: { scope, lineitems: h.lineItems } }));
    expect(decoded.lineItemUrl).toBe(h.lineItems);
    expect(h.platform.requests.filter((r) => r.url.startsWith(h.lineItems)).map((r) => r.status)).toEqual([404]);
    expect(h.lines.some((l) => l.msg === 'ags line item not resolved' && l.level === 'warn')).toBe(true);
  });
});
