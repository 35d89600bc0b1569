// README line 1: install everything, build the shell, start sandbox + server (which serves the
// shell), and print the launcher URL. Embedded defaults: PGlite in ./.data, no external services.
import { installDependencies, log, pnpm, root, startService } from './lib.mjs';

const SANDBOX_PORT = process.env.SANDBOX_PORT ?? '4010';
const PORT = process.env.PORT ?? '4000';
const sandboxUrl = `http://localhost:${SANDBOX_PORT}`;
const serverUrl = `http://localhost:${PORT}`;

installDependencies();
log('Building the shell…');
pnpm(['--filter', '@tools/shell', 'build']);

// The launcher launches every tool through the real LTI 1.3 flow (OIDC login, id_token, 3-legged
// OAuth, launch code). SANDBOX_LAUNCH_MODE=direct falls back to token links (no server LTI involved).
const LAUNCH_MODE = process.env.SANDBOX_LAUNCH_MODE ?? 'lti';

log(`Starting the Learn sandbox (${LAUNCH_MODE} launches) and the server…`);
const common = { SANDBOX_PUBLIC_URL: sandboxUrl, SHELL_URL: serverUrl, PUBLIC_URL: serverUrl };
// `--import tsx` resolves from each app's folder, where tsx is a dependency.
const sandbox = startService(
  'sandbox',
  'node',
  ['--import', 'tsx', 'src/main.ts'],
  { ...common, SANDBOX_PORT, SANDBOX_LAUNCH_MODE: LAUNCH_MODE, LTI_TOOL_URL: serverUrl, SANDBOX_DAILY_QUOTA: '10000' },
  `${sandboxUrl}/sandbox/routes`,
  `${root}apps/sandbox`,
);
const server = startService(
  'server',
  'node',
  ['--import', 'tsx', 'src/main.ts'],
  {
    ...common,
    PORT,
    SHELL_DIST: `${root}apps/shell/dist`,
    // The server registers the sandbox as an LTI platform (and allows its origin) at this URL.
    SANDBOX_URL: sandboxUrl,
  },
  `${serverUrl}/healthz`,
  `${root}apps/server`,
);

await Promise.all([sandbox.ready, server.ready]);
console.log(
  `\n  Course Tools is running.\n  Open the launcher: ${sandboxUrl}/\n  Sent e-mail: ${sandboxUrl}/sandbox/mail\n  (server and shell: ${serverUrl}/ — Ctrl+C stops both)\n`,
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    sandbox.child.kill(signal);
    server.child.kill(signal);
    process.exit(0);
  });
}
