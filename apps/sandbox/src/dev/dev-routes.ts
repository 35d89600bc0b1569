import type { Hono } from 'hono';
import type { SandboxState } from '../state/state.ts';
import { QuotaInputError } from './daily-quota.ts';
import { FaultInputError } from './faults.ts';

const readJson = async (req: Request): Promise<unknown> => {
  const text = await req.text();
  if (text.trim() === '') return {};
  return JSON.parse(text) as unknown;
};

/** `/sandbox/*`: dev controls (tokens, faults, latency, request log). Not part of Learn. */
export function registerDevRoutes(app: Hono, state: SandboxState): void {
  app.post('/sandbox/tokens', async (c) => {
    let body: unknown;
    try {
      body = await readJson(c.req.raw);
    } catch {
      return c.json({ error: 'The body must be JSON: {"persona":"student"}' }, 400);
    }
    const persona = (body as { persona?: unknown }).persona;
    const names = Object.keys(state.store.data.personas);
    if (typeof persona !== 'string' || !state.persona(persona)) {
      return c.json({ error: `persona must be one of: ${names.join(', ')}` }, 400);
    }
    const user = state.persona(persona)!;
    return c.json({
      token: state.issueToken(user.id),
      user: { id: user.id, uuid: user.uuid, userName: user.userName },
    });
  });

  app.get('/sandbox/faults', (c) => c.json({ faults: state.faults.list() }));
  app.post('/sandbox/faults', async (c) => {
    try {
      const fault = state.faults.add((await readJson(c.req.raw)) as never);
      return c.json(fault, 201);
    } catch (err) {
      if (err instanceof FaultInputError || err instanceof SyntaxError) return c.json({ error: err.message }, 400);
      throw err;
    }
  });
  app.delete('/sandbox/faults', (c) => {
    state.faults.clear();
    return c.body(null, 204);
  });
  app.delete('/sandbox/faults/:id', (c) =>
    state.faults.remove(c.req.param('id')) ? c.body(null, 204) : c.json({ error: 'No such fault' }, 404),
  );

  app.get('/sandbox/latency', (c) => c.json({ latencyMs: state.latencyMs }));
  app.put('/sandbox/latency', async (c) => {
    const body = (await readJson(c.req.raw).catch(() => ({}))) as { latencyMs?: unknown };
    const ms = body.latencyMs;
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > 600_000) {
      return c.json({ error: 'latencyMs must be an integer from 0 to 600000' }, 400);
    }
    state.latencyMs = ms;
    return c.json({ latencyMs: ms });
  });

  app.get('/sandbox/quota', (c) => c.json({ quota: state.quota.state() }));
  app.put('/sandbox/quota', async (c) => {
    try {
      return c.json({ quota: state.quota.set((await readJson(c.req.raw)) as { limit?: unknown; used?: unknown }) });
    } catch (err) {
      if (err instanceof QuotaInputError || err instanceof SyntaxError) return c.json({ error: err.message }, 400);
      throw err;
    }
  });
  app.delete('/sandbox/quota', (c) => {
    state.quota.off();
    return c.body(null, 204);
  });

  app.get('/sandbox/requests', (c) => c.json(state.requestLog.snapshot()));
  app.delete('/sandbox/requests', (c) => {
    state.requestLog.clear();
    return c.body(null, 204);
  });
  app.get('/sandbox/routes', (c) => c.json({ routes: state.routes.list() }));
}
