// One benchmark target per process, so the load generator (run.ts) does not share its event loop.
//   hello <port>            a bare Hono hello-world
//   server <port> <sandbox> our server (createApp, PGlite, real identity middleware) + the Learn sandbox
// Tells the parent it is listening over IPC. Loopback only.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createSandbox } from '@tools/sandbox';
import { createApp } from '@tools/server-core/app.ts';
import { loadConfig } from '@tools/server-core/config.ts';
import { openDatabase } from '@tools/server-core/db/index.ts';
import { readMigrations } from '../src/migrations/index.ts';
import { toolModules } from '../src/modules.ts';
import { learnIdentityFromLearnApi } from '@tools/server-core/identity/learn-port.ts';
import { createLogger } from '@tools/server-core/log.ts';
import { ToolKeys } from '@tools/server-core/lti/tool-keys.ts';

const [kind, portArg, sandboxPortArg] = process.argv.slice(2);
const port = Number(portArg);
const listen = (fetch: (req: Request) => Response | Promise<Response>, p: number) =>
  new Promise<void>((resolve) => serve({ fetch, port: p, hostname: '127.0.0.1' }, () => resolve()));

async function main() {
  if (kind === 'hello') {
    const app = new Hono().get('/', (c) => c.text('Hello Hono!'));
    await listen(app.fetch, port);
  } else if (kind === 'server') {
    const sandboxUrl = `http://127.0.0.1:${Number(sandboxPortArg)}`;
    const { app: learn } = createSandbox({ publicUrl: sandboxUrl });
    await listen(learn.fetch, Number(sandboxPortArg));
    const config = loadConfig(
      {
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'course-tools-bench-')),
        ALLOWED_PLATFORM_ORIGINS: sandboxUrl,
        // The deterministic related-articles provider: the read measures our stack, not Wikipedia.
        RELATED_ARTICLES_PROVIDER: 'fake',
        // Production level: one JSON request line per request (stdout goes to /dev/null here).
        LOG_LEVEL: 'info',
      },
      toolModules(),
    );
    const log = createLogger(config.logLevel);
    const db = await openDatabase({ ...config, migrations: readMigrations() });
    const toolKeys = new ToolKeys(db, config.keyRotationDays);
    await toolKeys.ensure();
    const app = createApp({ config, db, log, learn: learnIdentityFromLearnApi(), toolKeys });
    await listen(app.fetch, port);
  } else {
    throw new Error(`unknown target '${kind}' (hello | server)`);
  }
  process.send?.({ ready: kind });
}

// A clean exit on SIGTERM (what run.ts sends), so `node --cpu-prof` can write its profile.
process.once('SIGTERM', () => process.exit(0));

main().catch((error: unknown) => {
  process.stderr.write(`bench target ${kind} failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
