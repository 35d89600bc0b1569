import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tools/backend-api/contracts';
import * as d from '@tools/deliverables/contracts';
import * as gh from '@tools/grade-hurdle/contracts';
import * as lp from '@tools/late-penalty/contracts';
import { sharedDb } from '@tools/server-core/test/harness.ts';
import { sandboxApp } from '@tools/server-core/test/sandbox-app.ts';
import { DEFAULT_BODY_LIMIT, KiB, MiB, routeBodyLimits, sizeText } from '@tools/server-core/http/body-limit.ts';
import { bodyContracts } from '@tools/server-core/route-table.ts';
import { toolModules } from '../modules.ts';
import { jsonBound } from './json-bound.ts';

/** Every route's body limit in the product: the core's and each module's. */
const ROUTE_BODY_LIMITS = routeBodyLimits(toolModules());

/**
 * Issue 21 §3: every route that takes a body has its own limit, sized to its largest legitimate body.
 * Routes whose contract is the bound are checked against the contract (`jsonBound`); routes whose
 * contract accepts more than any screen or platform sends are checked with the largest real body.
 */
const { events } = contracts;

/**
 * Limit >= the contract's largest body, and not much above it (at most 25 % or 4 KB more): the routes the core and
 * each module declare contract-bound (`bodyContracts`, route-table.ts).
 */
const CONTRACT_BOUND: Record<string, v.GenericSchema> = bodyContracts(toolModules());

const wide = (n: number) => '漢'.repeat(n);
const bytes = (body: unknown) =>
  new TextEncoder().encode(typeof body === 'string' ? body : JSON.stringify(body)).length;

/**
 * Rows as the tracker sends them: the demo portfolio's 39 columns (packages/deliverables samples), cells
 * the size of its rows (~300 bytes: a work-item URL, names, dates, a short note), `count` of them.
 */
function demoSnapshot(count: number) {
  const headers = Array.from({ length: 39 }, (_, i) => `Column ${i}`);
  const row = (i: number) => [
    String(i),
    '',
    `https://dev.azure.com/sandbox-org/Portfolio/_workitems/edit/${4000 + i}`,
    'ME',
    'Northfield University',
    '12/28/26',
    'High',
    i,
    `Northfield portal theme ${i}`,
    'Active',
    'Account Automation',
    'XL',
    String(4000 + i),
    'ERP',
    'ERP Dev 1',
    '2 - Go-live Work Highest Priority',
    ...Array.from({ length: 8 }, () => '01/31/27'),
    ...Array.from({ length: 8 }, () => 'SC'),
    ...Array.from({ length: 6 }, () => '12'),
    'Follow up with the customer about the go-live date.',
  ];
  return {
    headers,
    rows: Array.from({ length: count }, (_, i) => row(i)),
    meta: { filteredCount: count, totalCount: count, exportedAt: '2026-11-28T10:00:00.000Z' },
  };
}

/** The largest body each route's users really send, where the contract accepts more. */
const REAL_MAXIMUM: Record<string, { schema?: v.GenericSchema; body: () => unknown }> = {
  'POST /lti/login': {
    body: () =>
      new URLSearchParams({
        iss: 'https://blackboard.com',
        login_hint: 'x'.repeat(200),
        target_link_uri: `https://tools.example.edu/lti/launch?${'a'.repeat(2000)}`,
        lti_message_hint: 'x'.repeat(4000),
        client_id: 'x'.repeat(100),
        lti_deployment_id: 'x'.repeat(100),
      }).toString(),
  },
  // An id_token with many custom claims (Learn's are ~3 kB).
  'POST /lti/launch': {
    body: () => new URLSearchParams({ id_token: 'x'.repeat(24 * 1024), state: 's'.repeat(100) }).toString(),
  },
  'POST /lti/deep-link': {
    schema: contracts.DeepLinkBody,
    body: () => ({
      selectedItems: Array.from({ length: contracts.MAX_DEEP_LINK_ITEMS }, (_, i) => ({
        id: `${i}`.padEnd(64, 'x'),
        title: wide(255),
      })),
    }),
  },
  'POST /late-penalty-associations': {
    schema: lp.AssociationsPostBody,
    body: () =>
      Array.from({ length: 1000 }, (_, i) => {
        const CourseId = `_${i}_1`.padEnd(100, '9');
        const ContentItemId = `_${i}_2`.padEnd(100, '9');
        return {
          ID: `${CourseId}:${ContentItemId}`,
          CourseId,
          ContentItemId,
          Rule: 'R'.repeat(lp.MAX_RULE_CODE_LENGTH),
          Status: 'Active',
          Overrides: {},
          Penalties: {},
        };
      }),
  },
  'PATCH /grade-hurdle-associations': {
    schema: gh.AssociationPatch,
    body: () => ({
      CoursePk1: '_1234567_1',
      Status: 'Active',
      SubRules: Array.from({ length: 10 }, (_, i) => ({
        id: `r${i}`,
        type: 'SCORE_BELOW_PERCENT',
        contentId: '_1234567_1',
        thresholdPercent: 50,
      })),
      Logic: 'AND',
      Mapping: [...gh.DEFAULT_MAPPING],
      PerformanceScoreId: '_1234567_1',
      PerformanceScoreIds: Object.fromEntries(
        Array.from({ length: 20_000 }, (_, i) => [`_${1_000_000 + i}_1`, `_${10_000_000 + i}_1`]),
      ),
      Version: 12,
    }),
  },
  ...Object.fromEntries(
    ['PATCH', 'PUT', 'DELETE'].map((method) => [
      `${method} /deliverables`,
      {
        schema: d.DeliverableBody,
        body: () => ({
          ...Object.fromEntries(Array.from({ length: 37 }, (_, i) => [`Column ${i}`, wide(100)])),
          Item: wide(d.MAX_ITEM),
          Notes: wide(d.MAX_CELL),
          version: 3,
        }),
      },
    ]),
  ),
  // 8,000 rows like the demo portfolio's (~470 bytes each as JSON).
  'POST /deliverables/snapshot': { schema: d.Snapshot, body: () => demoSnapshot(8_000) },
  'POST /sendEvents': {
    schema: events.EventsBody,
    body: () => ({
      events: Array.from({ length: events.MAX_EVENTS }, (_, i) => ({
        id: `late-penalty.applied:_1234567_1:_1234567_1:_1234567_1:${i}`,
        version: 1,
        type: 'late-penalty.applied',
        occurredAt: '2026-11-28T10:00:00.000Z',
        courseId: '_1234567_1',
        data: {
          columnId: '_1234567_1',
          userId: '_1234567_1',
          points: 12.5,
          rule: 'TEN-PERCENT-PER-DAY',
          assignment: wide(100),
          student: wide(100),
          daysLate: 3,
          overridden: false,
        },
      })),
    }),
  },
  'PUT /memberships': { body: () => '' },
  'DELETE /late-penalty-rules/all': { body: () => '' },
};

let app: ReturnType<typeof sandboxApp>;
beforeAll(async () => {
  app = sandboxApp((await sharedDb()).db);
});

describe('body limits per route (issue 21 §3)', () => {
  it('every route that takes a body has its own limit, checked below', () => {
    const withBody = app.app.routes
      .filter((r) => !['ALL', 'GET', 'HEAD'].includes(r.method))
      .map((r) => `${r.method} ${r.path}`);
    expect([...new Set(withBody)].sort()).toEqual(Object.keys(ROUTE_BODY_LIMITS).sort());
    expect([...Object.keys(CONTRACT_BOUND), ...Object.keys(REAL_MAXIMUM)].sort()).toEqual(
      Object.keys(ROUTE_BODY_LIMITS).sort(),
    );
  });

  it.each(Object.entries(CONTRACT_BOUND))(
    '%s: the contract’s largest body fits, and not much more',
    (route, schema) => {
      const bound = jsonBound(schema);
      const limit = ROUTE_BODY_LIMITS[route]!;
      expect(bound).toBeLessThan(Infinity);
      expect(limit).toBeGreaterThanOrEqual(bound);
      expect(limit).toBeLessThanOrEqual(Math.max(4 * KiB, bound * 1.25));
    },
  );

  it.each(Object.entries(REAL_MAXIMUM))('%s: the largest real body is valid and fits', (route, { schema, body }) => {
    const value = body();
    if (schema) expect(v.safeParse(schema, value).issues).toBeUndefined();
    expect(bytes(value)).toBeLessThanOrEqual(ROUTE_BODY_LIMITS[route]!);
  });

  it.each(Object.keys(ROUTE_BODY_LIMITS))(
    '%s: one byte more is refused with 413, before anything else',
    async (route) => {
      const [method, path] = route.split(' ') as [string, string];
      const limit = ROUTE_BODY_LIMITS[route]!;
      const res = await app.app.request(path, {
        method,
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(limit + 1) },
        body: ' '.repeat(limit + 1),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ message: `The request body is too large (at most ${sizeText(limit)}).` });
    },
  );

  it('refuses the 16 MB deliverables snapshot any user could send before', async () => {
    const body = JSON.stringify(demoSnapshot(36_000));
    expect(bytes(body)).toBeGreaterThan(16 * MiB);
    const res = await app.call('student', 'POST', '/deliverables/snapshot', JSON.parse(body));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'The request body is too large (at most 4 MB).' });
    expect(ROUTE_BODY_LIMITS['POST /deliverables/snapshot']).toBeLessThan(DEFAULT_BODY_LIMIT * 100);
  });
});
