import type { Hono } from 'hono';

/**
 * A stand-in for spec 000's configured deliverables save URL: accepts `{headers, rows, meta}`
 * and answers how many rows it received; a body whose meta.exportedAt is "fail" gets a 500 so
 * the tracker's 'Save failed ({status}): {text}' can be shown.
 */
export function registerSaveReceiver(app: Hono): void {
  app.post('/deliverables-save', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { rows?: unknown[]; meta?: { exportedAt?: string } } | null;
    if (!body || !Array.isArray(body.rows)) return c.text('Expected {headers, rows, meta}.', 400);
    if (body.meta?.exportedAt === 'fail') return c.text('Snapshot store unavailable', 500);
    return c.json({ saved: body.rows.length });
  });
}
