import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as latePenalty from '@tools/late-penalty/contracts';
import { createHarness, sharedDb, type Harness } from '@tools/server-core/test/harness.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import { as, COURSE, latePenaltyLearn } from '@tools/late-penalty/server/__tests__/personas.ts';
import { DEFAULT_BODY_LIMIT, MiB, routeBodyLimits, sizeText } from '@tools/server-core/http/body-limit.ts';
import { toolModules } from '../modules.ts';

/** Every route's body limit in the product: the core's and each module's. */
const ROUTE_BODY_LIMITS = routeBodyLimits(toolModules());

const { MAX_RULE_CODE_LENGTH, MAX_SNAPSHOT_ITEMS } = latePenalty;
const HUNDRED_MB = 100 * MiB;
const CHUNK = 64 * 1024;

/** A body of `total` bytes produced on demand, counting what the server actually pulled. */
function countingBody(total: number) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      const size = Math.min(CHUNK, total - counter.pulled);
      counter.pulled += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
  return { stream, counter };
}

const tooLarge = (limit: string) => ({ message: `The request body is too large (at most ${limit}).` });

let db: Db;
let h: Harness;
let handlerRuns: number;
beforeAll(async () => {
  db = (await sharedDb()).db;
});
beforeEach(async () => {
  h = await createHarness({ db, ...latePenaltyLearn });
  handlerRuns = 0;
  // A route added behind the app's global middleware: it proves whether a handler ran at all.
  h.app.post('/test-sink', async (c) => {
    handlerRuns += 1;
    return c.json({ length: (await c.req.text()).length });
  });
  await db.exec('truncate late_penalty_snapshots');
});

describe('request body limit (issue 9 §3)', () => {
  it('refuses an unauthenticated 100 MB body by its Content-Length without reading it or running the handler', async () => {
    for (const path of ['/test-sink', '/lti/session', '/lti/launch', '/late-penalty-snapshots']) {
      const { stream, counter } = countingBody(HUNDRED_MB);
      const res = await h.app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(HUNDRED_MB) },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(res.status, path).toBe(413);
      expect(await res.json()).toEqual(tooLarge(sizeText(ROUTE_BODY_LIMITS[`POST ${path}`] ?? DEFAULT_BODY_LIMIT)));
      expect(res.headers.get('connection')).toBe('close');
      // At most what the stream buffers ahead on its own; the server never read it.
      expect(counter.pulled, path).toBeLessThanOrEqual(CHUNK);
    }
    expect(handlerRuns).toBe(0);
  });

  it('stops reading a streamed 100 MB body (no Content-Length) just past the limit', async () => {
    const { stream, counter } = countingBody(HUNDRED_MB);
    const res = await h.app.request('/test-sink', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(tooLarge('64 KB'));
    expect(counter.pulled).toBeLessThanOrEqual(DEFAULT_BODY_LIMIT + 2 * CHUNK);
    expect(handlerRuns).toBe(0);
  });

  it('refuses an oversized LTI form post before the launch step parses it', async () => {
    const form = new URLSearchParams({ id_token: 'x'.repeat(ROUTE_BODY_LIMITS['POST /lti/launch']!), state: 's' });
    const res = await h.app.request('/lti/launch', { method: 'POST', body: form });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(tooLarge('64 KB'));
    expect(h.lines.some((l) => l.msg === 'lti step rejected')).toBe(false);
  });

  it('passes bodies up to the limit and writes one access-log line for a refused one', async () => {
    const atLimit = await h.app.request('/test-sink', { method: 'POST', body: 'x'.repeat(DEFAULT_BODY_LIMIT) });
    expect(atLimit.status).toBe(200);
    expect(await atLimit.json()).toEqual({ length: DEFAULT_BODY_LIMIT });
    const over = await h.app.request('/test-sink', {
      method: 'POST',
      body: 'x'.repeat(DEFAULT_BODY_LIMIT + 1),
      headers: { 'X-Request-Id': 'too-big' },
    });
    expect(over.status).toBe(413);
    expect(handlerRuns).toBe(1);
    const lines = h.lines.filter((l) => l.requestId === 'too-big' && l.msg === 'request');
    expect(lines).toEqual([expect.objectContaining({ method: 'POST', path: '/test-sink', status: 413 })]);
  });
});

describe('penalty snapshots: the largest valid request fits its limit', () => {
  const longest = (n: number, char = '漢') => char.repeat(n);
  /** Every field at its contract maximum, in 3-byte UTF-8 characters: the largest valid body. */
  function largestSnapshotBody() {
    const item = (i: number) => ({
      ContentItemId: `_${i}_1`.padEnd(100, '9'),
      UserId: `_${i}_2`.padEnd(100, '9'),
      Points: 99_999.99,
      Overridden: false,
      RuleCode: longest(MAX_RULE_CODE_LENGTH),
      RuleLabel: longest(300),
      AssignmentTitle: longest(300),
      FirstName: longest(300),
      LastName: longest(300),
    });
    return {
      CourseId: COURSE,
      CourseName: longest(300),
      CourseCode: longest(300),
      TermId: longest(300),
      TermName: longest(300),
      Items: Array.from({ length: MAX_SNAPSHOT_ITEMS }, (_, i) => item(i)),
    };
  }

  it('accepts the largest valid snapshot request the screen can send, and refuses more items', async () => {
    const body = largestSnapshotBody();
    const bytes = new TextEncoder().encode(JSON.stringify(body)).length;
    expect(bytes).toBeGreaterThan(DEFAULT_BODY_LIMIT);
    expect(bytes).toBeLessThanOrEqual(ROUTE_BODY_LIMITS['POST /late-penalty-snapshots']!);
    const res = await h.app.request('/late-penalty-snapshots', { method: 'POST', ...as('teacher', body) });
    expect(await res.json()).toEqual({ saved: MAX_SNAPSHOT_ITEMS });

    const small = { ...body.Items[0]!, RuleLabel: '', AssignmentTitle: '', FirstName: '', LastName: '' };
    const more = { ...body, Items: Array.from({ length: MAX_SNAPSHOT_ITEMS + 1 }, () => small) };
    const refused = await h.app.request('/late-penalty-snapshots', { method: 'POST', ...as('teacher', more) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: `Invalid request body: Items: Items can hold at most ${MAX_SNAPSHOT_ITEMS} entries`,
    });
  });
});

describe('over HTTP (@hono/node-server, as main.ts serves it)', () => {
  it('answers 413 to a 100 MB upload while it is still being sent, and closes the connection', async () => {
    const server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const chunk = Buffer.alloc(CHUNK, 0x20);
      let sent = 0;
      const answer = await new Promise<{ status: number; body: string; connection: string | undefined }>(
        (resolve, reject) => {
          const req = httpRequest({
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/lti/session',
            headers: { 'Content-Type': 'application/json', 'Content-Length': HUNDRED_MB },
          });
          req.on('response', (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (part: string) => (body += part));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
          });
          // The server may close the socket before we stop writing: that is the point.
          req.on('error', (error) => (sent > 0 ? undefined : reject(error)));
          const pump = () => {
            while (sent < HUNDRED_MB && !req.destroyed) {
              sent += CHUNK;
              if (!req.write(chunk)) return void req.once('drain', pump);
            }
            if (!req.destroyed) req.end();
          };
          pump();
        },
      );
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual(tooLarge('4 KB'));
      expect(answer.connection).toBe('close');
      // Cut off after the socket buffers (about 4 MB here), not after 100 MB.
      expect(sent).toBeLessThan(16 * MiB);
      expect(handlerRuns).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
