// Package layers (the zone table in CONTRIBUTING.md, "Package layers"), enforced with
// import-x/no-restricted-paths on resolved file paths, so a relative path into another package
// is caught as well as an `@tools/...` specifier. Every package under packages/ that is not named
// in SHARED is a feature, so a new feature package is fenced in without touching this file.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Shared packages, lowest first, with what each may import (besides itself). */
const SHARED = {
  bulk: [],
  ui: ['bulk'],
  launch: ['ui', 'bulk'],
  'learn-api': ['launch', 'ui', 'bulk'],
  'backend-api': ['launch', 'ui', 'bulk'],
  // The one <ToolProviders>: used by the hosts (shell, Storybook, renderTool), never by a feature.
  host: ['learn-api', 'backend-api', 'launch', 'ui', 'bulk'],
  // What every server part builds on (db, http, identity with Learn, logging): Node only, no screens.
  'server-core': ['learn-api', 'backend-api', 'launch'],
};
const FEATURE_MAY = ['learn-api', 'backend-api', 'launch', 'ui', 'bulk'];

/** Test support: may be imported by test files only. */
const TEST_SUPPORT = 'testing';

/** Files that may also import the sandbox app, @tools/testing and every shared package (not `apps/server`). */
export const TEST_FILES = [
  '**/__tests__/**',
  '**/test/**',
  '**/test-support/**',
  '**/e2e/**',
  '**/bench/**',
  '**/*.test.*',
  '**/*.spec.*',
  '**/*.bench.*',
  '**/*.stories.*',
];

function dirsIn(folder) {
  const full = path.join(ROOT, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(full, d.name, 'package.json')))
    .map((d) => d.name);
}

/**
 * A feature's folders and `src` entries other than its server part (`src/server/`): the screens' side
 * (`src/<route>/`, `src/domain/`, `src/index.ts`, `bench/`, `e2e/`, …). Read at lint time, so new ones count.
 */
function clientPathsOf(name) {
  const entries = (dir, skip) =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true })
      .filter((d) => !skip.includes(d.name) && (d.isDirectory() || dir.endsWith('/src')))
      .map((d) => `${dir}/${d.name}`);
  const top = entries(`packages/${name}`, ['src', 'node_modules', 'dist', '.turbo']);
  const src = existsSync(path.join(ROOT, 'packages', name, 'src')) ? entries(`packages/${name}/src`, ['server']) : [];
  return [...top, ...src];
}

const packages = dirsIn('packages');
const features = packages.filter((p) => !(p in SHARED) && p !== TEST_SUPPORT);
const pkg = (name) => `packages/${name}`;
const app = (name) => `apps/${name}`;

/**
 * Every unit's rule: `may` lists what it may import whole; `partly` lists [dirs, except] pairs for
 * packages it may import only a part of (another feature's `src/domain`, the server's contracts).
 */
function table({ tests }) {
  // Not `apps/server` (the whole product): a package's tests start the core with its own module (issue 23), so
  // nothing below the apps depends on it; the shell's capacity simulator and Storybook run the whole product.
  const testExtras = tests ? [...Object.keys(SHARED).map(pkg), pkg(TEST_SUPPORT), app('sandbox')] : [];
  const units = [];
  for (const [name, may] of Object.entries(SHARED)) {
    units.push({ dir: pkg(name), may: [...may.map(pkg), ...testExtras], label: `@tools/${name}` });
  }
  for (const name of features) {
    const others = features.filter((f) => f !== name).map(pkg);
    units.push({
      dir: pkg(name),
      targets: clientPathsOf(name),
      may: [...FEATURE_MAY.map(pkg), ...testExtras],
      partly: [
        [others, ['./src/domain']],
        // Its own server part is Node code: no screen imports it (its tests and benches may).
        ...(tests ? [] : [[[`${pkg(name)}/src/server`], []]]),
      ],
      label: `Feature @tools/${name}`,
    });
    // The feature's server part (packages/<feature>/src/server/): routes, services, stores, migrations on the core.
    units.push({
      dir: `${pkg(name)}/src/server`,
      may: [...FEATURE_MAY.map(pkg), pkg('server-core'), ...testExtras],
      partly: [
        [others, ['./src/domain']],
        // Its own contracts: the one description of each endpoint, which its screens' calls use too.
        [[pkg(name)], ['./src/domain', './src/server', './src/contracts.ts']],
      ],
      label: `The server part of @tools/${name}`,
    });
  }
  units.push({
    dir: pkg(TEST_SUPPORT),
    // The core (server-core is shared) and the sandbox, never a feature or the whole server: the package loop
    // features -> testing -> server -> features is what issue 23 removed.
    may: [...Object.keys(SHARED).map(pkg), app('sandbox')],
    label: '@tools/testing',
  });
  units.push({
    dir: app('shell'),
    may: [...Object.keys(SHARED).map(pkg), ...testExtras, ...(tests ? [app('server')] : [])],
    // Every feature's screens, never a feature's server part (Node code stays out of the route chunks).
    partly: [
      [features.map(pkg), ['./src']],
      [features.map((f) => `${pkg(f)}/src/server`), []],
    ],
    label: 'The shell',
  });
  units.push({
    dir: app('storybook'),
    may: [...packages.map(pkg), app('sandbox'), app('server')],
    label: 'Storybook',
  });
  units.push({
    dir: app('server'),
    may: [pkg('learn-api'), pkg('server-core'), ...testExtras],
    partly: [
      // Its benchmarks also run chat's evaluation set (`@tools/chat/eval`, pure TypeScript).
      [
        features.map(pkg),
        tests
          ? ['./src/domain', './src/server', './src/contracts.ts', './src/eval', './eval']
          : ['./src/domain', './src/server', './src/contracts.ts'],
      ],
      [[pkg('backend-api')], ['./src/contracts']],
    ],
    label: 'The server',
  });
  units.push({
    dir: app('sandbox'),
    may: [...testExtras].filter((d) => d !== app('sandbox')),
    // The launcher names tools by the spec's route values (one list, pure TypeScript).
    partly: [[[pkg('launch')], ['./src/route-values.ts']]],
    label: 'The sandbox',
  });
  return units;
}

const everything = [...packages.map(pkg), ...['shell', 'storybook', 'server', 'sandbox'].map(app)];
const WHY = 'See "Package layers" in CONTRIBUTING.md.';

/** Zones for import-x/no-restricted-paths: for each unit, everything it may not import. */
export function layerZones({ tests = false } = {}) {
  const zones = [];
  for (const unit of table({ tests })) {
    const partlyDirs = (unit.partly ?? []).flatMap(([dirs]) => dirs);
    const target = unit.targets ?? unit.dir;
    if (target.length === 0) continue;
    const denied = everything.filter((d) => d !== unit.dir && !unit.may.includes(d) && !partlyDirs.includes(d));
    if (denied.length > 0) {
      zones.push({ target, from: denied, message: `${unit.label} may not import this. ${WHY}` });
    }
    for (const [dirs, except] of unit.partly ?? []) {
      const restricted = dirs.filter((d) => d !== unit.dir && !unit.may.includes(d));
      if (restricted.length === 0) continue;
      const only = except.map((e) => e.slice(2)).join(', ');
      zones.push({
        target,
        from: restricted,
        except,
        message: only
          ? `${unit.label} may import only ${only} of this package. ${WHY}`
          : `${unit.label} may not import this. ${WHY}`,
      });
    }
  }
  return zones;
}
