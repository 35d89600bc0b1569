import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxApp } from '@tools/server-core/test/sandbox-app.ts';
import { readSettings } from '@tools/server-core/test/settings.ts';
import { adoConfig } from '../ado-config.ts';
import { deliverablesDb } from './deliverables-db.ts';

/** The work-item proxy against the sandbox's fake Azure DevOps (PAT in server config only). */
const ADO = { ADO_ORG_URL: 'https://learn.test/ado/sandbox-org', ADO_PROJECT: 'Portfolio', ADO_PAT: 'sandbox-pat' };
let call: ReturnType<typeof sandboxApp>['call'];
let sandboxes: ReturnType<typeof sandboxApp>['sandboxes'];
beforeAll(async () => {
  ({ call, sandboxes } = sandboxApp(await deliverablesDb(), ['https://learn.test'], ADO));
});
const ado = (env: Record<string, string>) => readSettings(env, (s, problems) => adoConfig(s.env, s.sandbox, problems));
const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe('GET /deliverables/workitems/{id}', () => {
  it('answers the tracker fields and the sprint asked for; the PAT never reaches the caller', async () => {
    const res = await call('instructor', 'GET', '/deliverables/workitems/4104?sprint=2025%20Sprint25');
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toEqual({
      id: 4104,
      fields: {
        'System.AreaPath': 'Portfolio\\Summit Tech',
        'System.State': 'Closed',
        'System.IterationPath': 'Portfolio\\Blocker',
        'System.AssignedTo': { displayName: 'Diego Kowalski' },
        'System.Tags': '',
      },
      currentSprint: '2025 Sprint25',
    });
    expect(JSON.stringify(body)).not.toContain('sandbox-pat');
  });

  it('without a sprint, the calendar sprint of today', async () => {
    const body = await json(await call('instructor', 'GET', '/deliverables/workitems/4101'));
    expect(body.currentSprint).toMatch(/^\d{4} Sprint\d+$/);
  });

  it('an unknown item is a 404, a failing ADO a 502, a bad id a 400, no token a 401', async () => {
    const missing = await call('instructor', 'GET', '/deliverables/workitems/999');
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({ message: 'Work item 999 was not found in Azure DevOps.' });
    const failing = await call('instructor', 'GET', '/deliverables/workitems/4199');
    expect(failing.status).toBe(502);
    expect(await json(failing)).toEqual({ message: 'Azure DevOps answered 500 for work item 4199.' });
    expect((await call('instructor', 'GET', '/deliverables/workitems/12a')).status).toBe(400);
    expect((await call(null, 'GET', '/deliverables/workitems/4101')).status).toBe(401);
  });

  it('caches answers briefly: a second lookup does not ask ADO again', async () => {
    const sandbox = sandboxes.get('https://learn.test')!;
    const spy = sandbox.app.fetch;
    let calls = 0;
    sandbox.app.fetch = ((request: Request, ...rest: unknown[]) => {
      if (new URL(request.url).pathname.startsWith('/ado/')) calls += 1;
      return (spy as (...a: unknown[]) => Response | Promise<Response>)(request, ...rest);
    }) as typeof spy;
    await call('instructor', 'GET', '/deliverables/workitems/4110');
    await call('admin', 'GET', '/deliverables/workitems/4110');
    sandbox.app.fetch = spy;
    expect(calls).toBe(1);
  });
});

describe('ADO configuration', () => {
  it('defaults to the sandbox fake in sandbox mode, is off with real platforms, and checks its values', () => {
    expect(ado({})).toMatchObject({ orgUrl: 'http://localhost:4010/ado/sandbox-org', project: 'Portfolio' });
    expect(adoConfig({ LTI_PLATFORMS: '[{}]' }, 'http://localhost:4010', [])).toBeNull();
    expect(() => ado({ ADO_ORG_URL: 'https://dev.azure.com/x' })).toThrow(
      /ADO_PROJECT: required[\s\S]*ADO_PAT: required/,
    );
  });
});
