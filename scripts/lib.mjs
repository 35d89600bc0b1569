// Helpers for the two README commands. Node built-ins only: they run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const PNPM_VERSION = '10.34.8';

export function log(message) {
  console.log(`\n[course-tools] ${message}`);
}

/** Runs a command in the repo root, inheriting output; exits the process on failure. */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0 && !options.allowFailure) {
    console.error(`[course-tools] failed: ${cmd} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
}

const toolsDir = `${root}.tools`;
const toolsBin = `${toolsDir}/node_modules/.bin`;
process.env.PATH = `${toolsBin}:${process.env.PATH}`;
process.env.TURBO_TELEMETRY_DISABLED = '1';

/**
 * pnpm, installed once into ./.tools with npm (no global install, no corepack: corepack fails
 * on registry signatures here). Its folder goes first on PATH so turbo finds it too.
 */
function ensurePnpm() {
  const found = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (found.status === 0 && found.stdout.trim() === PNPM_VERSION) return;
  log(`Installing pnpm ${PNPM_VERSION} into .tools/ …`);
  run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', toolsDir, `pnpm@${PNPM_VERSION}`]);
}

export function pnpm(args, options) {
  ensurePnpm();
  return run('pnpm', args, options);
}

export function installDependencies() {
  log('Installing dependencies (pnpm)…');
  const frozen = process.env.CI ? ['--frozen-lockfile'] : ['--prefer-offline'];
  pnpm(['install', ...frozen]);
}

const DEBIAN_PACKAGES = [
  { bin: '/usr/bin/chromium', pkg: 'chromium' },
  { bin: '/usr/bin/pdftotext', pkg: 'poppler-utils' },
  { bin: '/usr/lib/postgresql', pkg: 'postgresql' },
];

/** Chromium for Playwright, poppler for PDF checks, PostgreSQL for the server's second data path. */
export function installSystemPackages() {
  const missing = DEBIAN_PACKAGES.filter((p) => !existsSync(p.bin)).map((p) => p.pkg);
  if (missing.length === 0) return;
  log(`Installing Debian packages: ${missing.join(', ')}…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', '--no-install-recommends', ...missing]);
}

/** Starts a long-running child with its output prefixed; resolves when the URL answers. */
export function startService(name, cmd, args, env, readyUrl, cwd = root) {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((l) => `[${name}] ${l}`)
      .join('\n');
  child.stdout.on('data', (c) => console.log(prefix(c)));
  child.stderr.on('data', (c) => console.error(prefix(c)));
  const ready = waitFor(readyUrl, 60_000).then(() => child);
  child.on('exit', (code) => {
    if (code !== null && code !== 0) {
      console.error(`[course-tools] ${name} exited with code ${code}`);
      process.exit(code);
    }
  });
  return { child, ready };
}

export async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
