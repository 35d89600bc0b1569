import { serve } from '@hono/node-server';
import { wordnetLexicon } from '@tools/chat/domain';
import { createApp } from './app.ts';
import { wordnetDbFiles } from '@tools/chat/server/wordnet-files.ts';
import { shellRoutes } from './http/static-shell.ts';
import { seedAthleticsDemo } from '@tools/athletics/server/demo-seed.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from '@tools/server-core/db/index.ts';
import { readMigrations } from './migrations/index.ts';
import { learnIdentityFromLearnApi } from '@tools/server-core/identity/learn-port.ts';
import { createLogger } from '@tools/server-core/log.ts';
import { ToolKeys } from './lti/tool-keys.ts';
import { startDispatcher } from '@tools/reminders/server/dispatcher.ts';
import { configuredSenders } from '@tools/reminders/server/smtp-sender.ts';
import { buildUefScript } from '@tools/uef/server/build-script.ts';

async function main() {
  let config;
  try {
    config = loadConfig(process.env);
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
  if (await seedAthleticsDemo(db, config, new Date())) log.info('demo athletic details seeded for the sandbox');
  const senders = configuredSenders(config.reminders, globalThis.fetch);
  const uefScript = await buildUefScript();
  const app = createApp({
    config,
    db,
    log,
    learn: learnIdentityFromLearnApi(),
    toolKeys,
    shellRoutes,
    senders,
    uefScript,
    chatLexicon: wordnetLexicon(wordnetDbFiles()),
  });

  // Rotation is checked hourly; ensure() is a no-op until the current key is due.
  const rotation = setInterval(() => {
    toolKeys.ensure().catch((error: unknown) => log.error('key rotation failed', { err: error }));
  }, 3_600_000);
  rotation.unref();
  // Reminder outbox: sends that a stopped instance left behind, and retries that have come due.
  startDispatcher(db, {
    senders,
    now: () => new Date(),
    retryHorizonMs: config.reminders.retryHorizonHours * 3_600_000,
    log,
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
