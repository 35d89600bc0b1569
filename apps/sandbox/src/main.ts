// Node entry: `tsx src/main.ts`. The only module that reads env or uses Node APIs.
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { build } from 'esbuild';
import { createSandbox } from './app.ts';
import { Mailbox, registerMailViewer } from './mail/mailbox.ts';
import { startSmtpSink } from './mail/smtp-sink.ts';
import { DEFAULTS, type ToolInfo } from './options.ts';
import { seedDemo, seedLarge } from './seed/index.ts';

function readConfig() {
  const env = process.env;
  const port = Number(env.SANDBOX_PORT ?? 4010);
  const latencyMs = Number(env.SANDBOX_LATENCY_MS ?? 0);
  const smtpPort = Number(env.SANDBOX_SMTP_PORT ?? 2525);
  const data = env.SANDBOX_DATA ?? 'demo';
  const dailyQuota = Number(env.SANDBOX_DAILY_QUOTA ?? 0);
  const problems: string[] = [];
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    problems.push(`SANDBOX_PORT must be a port number, got '${env.SANDBOX_PORT}'`);
  if (!Number.isInteger(smtpPort) || smtpPort < 0 || smtpPort > 65535)
    problems.push(`SANDBOX_SMTP_PORT must be a port number or 0 (off), got '${env.SANDBOX_SMTP_PORT}'`);
  if (!Number.isInteger(latencyMs) || latencyMs < 0)
    problems.push(`SANDBOX_LATENCY_MS must be a whole number of ms, got '${env.SANDBOX_LATENCY_MS}'`);
  if (!Number.isInteger(dailyQuota) || dailyQuota < 0)
    problems.push(
      `SANDBOX_DAILY_QUOTA must be a whole number of requests or 0 (off), got '${env.SANDBOX_DAILY_QUOTA}'`,
    );
  if (data !== 'demo' && data !== 'large') problems.push(`SANDBOX_DATA must be 'demo' or 'large', got '${data}'`);
  const launchMode = env.SANDBOX_LAUNCH_MODE ?? 'direct';
  if (launchMode !== 'direct' && launchMode !== 'lti')
    problems.push(`SANDBOX_LAUNCH_MODE must be 'direct' or 'lti', got '${launchMode}'`);
  for (const name of ['SHELL_URL', 'SANDBOX_PUBLIC_URL', 'LTI_TOOL_URL'] as const) {
    const value = env[name];
    if (value !== undefined && !/^https?:\/\/[^\s]+$/.test(value))
      problems.push(`${name} must be an http(s) URL, got '${value}'`);
  }
  if (problems.length > 0) throw new Error(`Invalid sandbox configuration:\n- ${problems.join('\n- ')}`);
  return {
    port,
    smtpPort,
    latencyMs,
    dailyQuota,
    data: data as 'demo' | 'large',
    launchMode: launchMode as 'direct' | 'lti',
    toolUrl: env.LTI_TOOL_URL,
    shellUrl: (env.SHELL_URL ?? DEFAULTS.shellUrl).replace(/\/$/, ''),
    publicUrl: (env.SANDBOX_PUBLIC_URL ?? DEFAULTS.publicUrl).replace(/\/$/, ''),
  };
}

const config = readConfig();

/** The Ultra frame's browser script (src/ultra/uef-host-page.ts), bundled once at start. */
async function buildUltraHostScript(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./ultra/uef-host-page.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

async function loadTools(): Promise<ToolInfo[]> {
  const url = `${config.shellUrl}/tools.json`;
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(3000) });
  } catch (err) {
    throw new Error(`Could not reach ${url} (${(err as Error).message}).`);
  }
  if (!res.ok) throw new Error(`${url} answered ${res.status}.`);
  const tools = (await res.json()) as unknown;
  if (!Array.isArray(tools)) throw new Error(`${url} did not return an array of tools.`);
  return tools as ToolInfo[];
}

const { app } = createSandbox({
  data: config.data === 'large' ? seedLarge() : seedDemo(),
  publicUrl: config.publicUrl,
  shellUrl: config.shellUrl,
  latencyMs: config.latencyMs,
  ...(config.dailyQuota > 0 ? { dailyQuota: config.dailyQuota } : {}),
  loadTools,
  launchMode: config.launchMode,
  ultraHostScript: await buildUltraHostScript(),
  ...(config.toolUrl ? { lti: { toolUrl: config.toolUrl } } : {}),
});

// The local SMTP sink (SANDBOX_SMTP_PORT, default 2525; 0 turns it off): the server's reminder
// e-mail lands here and is shown at /sandbox/mail.
const { smtpPort } = config;
if (smtpPort > 0) {
  const mailbox = new Mailbox();
  registerMailViewer(app, mailbox);
  startSmtpSink(mailbox, smtpPort).then(
    () => console.log(`SMTP sink on 127.0.0.1:${smtpPort}; mail viewer at ${config.publicUrl}/sandbox/mail`),
    (error: Error) => console.error(`SMTP sink not started on port ${smtpPort}: ${error.message}`),
  );
}

serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(
    `Learn sandbox (${config.data} data, ${config.launchMode} launches) listening on http://localhost:${info.port} (public URL ${config.publicUrl}, shell ${config.shellUrl})`,
  );
});
