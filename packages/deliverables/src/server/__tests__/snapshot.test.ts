import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxApp } from '@tools/server-core/test/sandbox-app.ts';
import { deliverablesDb } from './deliverables-db.ts';

/** Spec 000's Save to Cloud: `{headers, rows, meta}` forwarded to the configured save URL (the sandbox's receiver). */
let call: ReturnType<typeof sandboxApp>['call'];
beforeAll(async () => {
  ({ call } = sandboxApp(await deliverablesDb(), ['https://learn.test'], {
    DELIVERABLES_SAVE_URL: 'https://learn.test/deliverables-save',
  }));
});
const snapshot = (exportedAt = '2026-11-23T10:00:00.000Z') => ({
  headers: ['Rank', 'Item'],
  rows: [
    [1, 'Payroll feed'],
    [2, 'Portal'],
  ],
  meta: { filteredCount: 2, totalCount: 5, exportedAt },
});

describe('POST /deliverables/snapshot', () => {
  it("forwards the snapshot and reports the receiver's answer", async () => {
    const res = await call('instructor', 'POST', '/deliverables/snapshot', snapshot());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, status: 200, text: '{"saved":2}', saved: 2 });
  });

  it('a failing receiver: its status and text, nothing claimed saved', async () => {
    const res = await call('instructor', 'POST', '/deliverables/snapshot', snapshot('fail'));
    expect(await res.json()).toEqual({ ok: false, status: 500, text: 'Snapshot store unavailable', saved: 0 });
  });

  it('needs a caller Learn identifies, and a well-formed body', async () => {
    expect((await call(null, 'POST', '/deliverables/snapshot', snapshot())).status).toBe(401);
    const bad = await call('instructor', 'POST', '/deliverables/snapshot', { headers: ['a'], rows: [[{}]], meta: {} });
    expect(bad.status).toBe(400);
  });
});
