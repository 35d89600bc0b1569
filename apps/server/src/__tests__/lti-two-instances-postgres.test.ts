import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { createSandbox, DEMO, type Sandbox } from '@tools/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@tools/server-core/test/free-port.ts';
import { postgresUrl, throwawayDatabase } from '@tools/server-core/test/postgres-database.ts';

/**
 * Issue 9 §4: two server processes on one PostgreSQL, behind one public URL, as behind a load
 * balancer. The test plays the browser and the balancer: the OIDC login goes to instance A, the
 * id_token POST to B, Learn's OAuth callback (which issues the launch code) to A again, and the
 * code exchange and a tool call to B. With launch codes in one process's memory this fails.
 */
const serverDir = fileURLToPath(new URL('../..', import.meta.url));

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output()}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not become healthy: ${output()}`);
}

describe.skipIf(!postgresUrl)('LTI launch across two server instances on one PostgreSQL', () => {
  const database = throwawayDatabase('tools_lti');
  const children: ChildProcess[] = [];
  let sandbox: Sandbox;
  let sandboxServer: ServerType;
  let learnUrl: string;
  /** The one public URL (the balancer); requests to it are sent to A or B by the test. */
  let publicUrl: string;
  let instanceA: string;
  let instanceB: string;

  beforeAll(async () => {
    const databaseUrl = await database.create();

    const [sandboxPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
    learnUrl = `http://localhost:${sandboxPort}`;
    instanceA = `http://localhost:${portA}`;
    instanceB = `http://localhost:${portB}`;
    publicUrl = 'http://tools.balancer.test';
    const launchCodeKeys = `k1:${Buffer.alloc(32, 7).toString('base64')}`;
    for (const port of [portA, portB]) {
      let output = '';
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverDir,
        env: {
          PATH: process.env.PATH,
          PORT: String(port),
          PUBLIC_URL: publicUrl,
          DATABASE_URL: databaseUrl,
          SANDBOX_URL: learnUrl,
          LAUNCH_CODE_KEYS: launchCodeKeys,
          LOG_LEVEL: 'warn',
          RELATED_ARTICLES_PROVIDER: 'fake',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
      children.push(child);
      await waitForHealth(`http://localhost:${port}`, child, () => output);
    }
    // The platform checks AGS client assertions against the tool's JWKS, which the public URL would
    // serve; both instances publish the same keys (they live in the shared database).
    const jwksA = await (await fetch(`${instanceA}/lti/jwks`)).json();
    expect(await (await fetch(`${instanceB}/lti/jwks`)).json()).toEqual(jwksA);
    sandbox = createSandbox({
      publicUrl: learnUrl,
      shellUrl: publicUrl,
      lti: { toolUrl: publicUrl, toolJwks: jwksA as { keys: [] } },
    });
    sandboxServer = serve({ fetch: sandbox.app.fetch, port: sandboxPort });
  }, 180_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    sandboxServer?.close();
    await database.drop();
  });

  /** The balancer: a URL on the public origin goes to the chosen instance. */
  const via = (instance: string, url: string) => {
    const u = new URL(url);
    expect(u.origin).toBe(publicUrl);
    return `${instance}${u.pathname}${u.search}`;
  };
  const location = (res: Response) => {
    expect(res.status, `expected a redirect, got ${res.status}`).toBe(302);
    return res.headers.get('location')!;
  };

  it('logs in on A, launches on B, gets the code from A, exchanges it and posts a grade on B', async () => {
    const bio = DEMO.courses.bio101;
    // The sandbox launcher sends the frame to the tool's OIDC login initiation.
    const start = await fetch(`${learnUrl}/lti/launch/start?route=LTIAssignment&persona=instructor&course=${bio.id}`, {
      redirect: 'manual',
    });
    const login = await fetch(via(instanceA, location(start)), { redirect: 'manual' });
    const authorize = await fetch(location(login), { redirect: 'manual' });
    const form = await authorize.text();
    expect(form).toContain(`action="${publicUrl}/lti/launch"`);
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(form)![1]!;

    const launch = await fetch(via(instanceB, `${publicUrl}/lti/launch`), {
      method: 'POST',
      body: new URLSearchParams({ id_token: field('id_token'), state: field('state') }),
      redirect: 'manual',
    });
    const learnAuthorize = await fetch(location(launch), { redirect: 'manual' });
    const callback = await fetch(via(instanceA, location(learnAuthorize)), { redirect: 'manual' });
    const shell = new URL(location(callback));
    const code = shell.searchParams.get('launch_code')!;
    const state = JSON.parse(Buffer.from(shell.searchParams.get('state')!, 'base64').toString('utf8')) as {
      lineItemUrl: string;
      platformUrl: string;
    };
    expect(state.platformUrl).toBe(learnUrl);

    const session = await fetch(`${instanceB}/lti/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(session.status).toBe(200);
    const { token } = (await session.json()) as { token: string };
    const again = await fetch(`${instanceA}/lti/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(again.status).toBe(401);

    const student = DEMO.users.student;
    const grade = await fetch(`${instanceB}/lti/grades`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'X-Learn-Platform': learnUrl },
      body: JSON.stringify({ url: state.lineItemUrl, userId: student.uuid, courseId: bio.uuid, score: 90 }),
    });
    expect(grade.status, await grade.clone().text()).toBe(200);
    expect(await grade.json()).toMatchObject({ userId: student.uuid, scoreGiven: 90, scoreMaximum: 100 });
    const columnId = state.lineItemUrl.split('/').pop()!;
    const column = sandbox.state.store.columnById(columnId)!;
    expect(sandbox.state.store.grade(column, student.id)).toMatchObject({ score: 90, status: 'Graded' });
  }, 120_000);
});
