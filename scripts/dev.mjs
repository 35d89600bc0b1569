// `npm run dev`: the feature-team loop. The Learn sandbox and the server restart when their code
// changes (tsx watch), the shell is Vite's dev server with hot reload; launches from the
// sandbox's launcher go through the real LTI flow and land in the hot-reloading shell.
import { mkdirSync } from 'node:fs';
import { installDependencies, log, root, run, startService } from './lib.mjs';

const SANDBOX_PORT = process.env.SANDBOX_PORT ?? '4010';
const PORT = process.env.PORT ?? '4000';
const SHELL_PORT = '5173'; // apps/shell/vite.config.ts; its default allow-lists name 4010 and 4000
const sandboxUrl = `http://localhost:${SANDBOX_PORT}`;
const serverUrl = `http://localhost:${PORT}`;
const shellUrl = `http://localhost:${SHELL_PORT}`;

installDependencies();
// The launcher's tool list (the build writes it too); regenerated at each start.
mkdirSync(`${root}apps/shell/dist`, { recursive: true });
run('node_modules/.bin/tsx', ['scripts/tools-manifest.ts'], { cwd: `${root}apps/shell` });
log('Starting the Learn sandbox, the server (both restart on change) and the shell (hot reload)…');
const common = { SANDBOX_PUBLIC_URL: sandboxUrl, PUBLIC_URL: serverUrl };
const services = [
  startService(
    'sandbox',
    'node_modules/.bin/tsx',
    ['watch', '--clear-screen=false', 'src/main.ts'],
    {
      ...common,
      SANDBOX_PORT,
      SANDBOX_LAUNCH_MODE: 'lti',
      LTI_TOOL_URL: serverUrl,
      SHELL_URL: shellUrl,
      // Learn's default allowance, so the quota tool shows real figures.
      SANDBOX_DAILY_QUOTA: '10000',
    },
    `${sandboxUrl}/sandbox/routes`,
    `${root}apps/sandbox`,
  ),
  startService(
    'server',
    'node_modules/.bin/tsx',
    ['watch', '--clear-screen=false', 'src/main.ts'],
    // The shell is served by Vite, so the server sends launches there and lets it call the API.
    { ...common, PORT, SANDBOX_URL: sandboxUrl, SHELL_URL: `${shellUrl}/`, ALLOWED_SHELL_ORIGINS: shellUrl },
    `${serverUrl}/healthz`,
    `${root}apps/server`,
  ),
  startService('shell', 'node_modules/.bin/vite', ['--strictPort'], {}, shellUrl, `${root}apps/shell`),
];

await Promise.all(services.map((s) => s.ready));
console.log(
  `\n  Course Tools (dev) is running.\n  Open the launcher: ${sandboxUrl}/\n  (server ${serverUrl}, shell with hot reload ${shellUrl}; Ctrl+C stops all)\n`,
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const s of services) s.child.kill(signal);
    process.exit(0);
  });
}
