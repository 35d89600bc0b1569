import { AsyncLocalStorage } from 'node:async_hooks';
import { serve } from '@hono/node-server';
import { wordnetLexicon } from '@tools/chat/domain';
import { createApp } from '@tools/server-core/app.ts';
import { wordnetDbFiles } from '@tools/chat/server/wordnet-files.ts';
import { shellRoutes } from '@tools/server-core/http/static-shell.ts';
import { ConfigError, loadConfig } from '@tools/server-core/config.ts';
import { openDatabase } from '@tools/server-core/db/index.ts';
import { readMigrations } from './migrations/index.ts';
import { toolModules } from './modules.ts';
import { learnIdentityFromLearnApi } from '@tools/server-core/identity/learn-port.ts';
import { LearnCallCounter, type Tally } from '@tools/server-core/learn-calls/learn-call-counter.ts';
import { createLogger } from '@tools/server-core/log.ts';
import { ToolKeys } from '@tools/server-core/lti/tool-keys.ts';
import { configuredSenders } from '@tools/reminders/server/smtp-sender.ts';
import { buildUefScript } from '@tools/uef/server/build-script.ts';

async function main() {
  // Every tool's server part, with what reads files or sends mail (the embedded server leaves these out).
  const modules = toolModules({
    chat: { lexicon: wordnetLexicon(wordnetDbFiles()) },
    reminders: { senders: configuredSenders },
    uef: { script: await buildUefScript() },
  });
  let config;
  try {
    config = loadConfig(process.env, modules);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  if (!config.launchCodeKeysConfigured) {
    log.warn('LAUNCH_CODE_KEYS is not set: launch codes are sealed with a key of this process only', {
      consequence: 'run one instance, or give every instance the same LAUNCH_CODE_KEYS',
    });
  }
  const db = await openDatabase({ ...config, migrations: readMigrations() });
  const toolKeys = new ToolKeys(db, config.keyRotationDays);
  await toolKeys.ensure();
  // Every Learn call the server makes is counted per site, day and tool (issue 26 §5).
  const learnCalls = new LearnCallCounter({ db, log, scope: new AsyncLocalStorage<Tally>() });
  const app = createApp({
    config,
    db,
    log,
    learn: learnIdentityFromLearnApi(learnCalls.wrap(globalThis.fetch)),
    toolKeys,
    shellRoutes,
    learnCalls,
  });

  // Rotation is checked hourly; ensure() is a no-op until the current key is due.
  const rotation = setInterval(() => {
    toolKeys.ensure().catch((error: unknown) => log.error('key rotation failed', { err: error }));
  }, 3_600_000);
  rotation.unref();
  // The modules' work beside requests: the reminder outbox, the sandbox's demo athletes.
  for (const module of config.modules)
    await module.start?.({
      db,
      config,
      log,
      fetch: learnCalls.wrap(globalThis.fetch, module.name),
      now: () => new Date(),
    });

  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    log.info('server listening', {
      port: info.port,
      publicUrl: config.publicUrl,
      database: db.kind,
      shell: config.shellDist ?? 'not served',
    });
  });
  const stop = () => {
    log.info('shutting down');
    server.close(() => {
      void db.close().finally(() => process.exit(0));
    });
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`Server failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
