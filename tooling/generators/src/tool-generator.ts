// `turbo gen tool` (found through turbo/generators/config.ts): a new tool in the house layout
// (README "Working on a tool").
//   turbo gen tool --args <RouteValue> <package> "<Title>" <audience> [none|server]
// <package> names a feature package under packages/: an existing one gets the tool added, a new
// name creates @tools/<package> and registers it in the shell (Storybook finds the story by its glob).
// `server` (a new package only) adds its server part in the same package (issue 23): contracts, the
// screens' client, a server module with routes, service, store, its migration (the next number) and
// tests, composed into apps/server.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PlopTypes } from '@turbo/gen';
import { isRouteValue, routeKebab, screenModule, type RouteValue } from '../../../packages/launch/src/route-values.ts';

const AUDIENCES = ['student', 'instructor', 'admin', 'anyone'] as const;
const SERVER_PART = ['none', 'server'] as const;

interface Answers {
  route: RouteValue;
  pkg: string;
  title: string;
  audience: (typeof AUDIENCES)[number];
  serverPart?: (typeof SERVER_PART)[number];
}

const camel = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
/** 'MagicAssignment' -> 'Magic Assignment': the default title. */
const words = (route: string) =>
  routeKebab(route)
    .split('-')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

/** The package that already holds a screen for this route value, if any. */
function builtIn(root: string, route: RouteValue): string | undefined {
  const packages = readdirSync(join(root, 'packages'));
  return packages.find((p) => existsSync(join(root, 'packages', p, 'src', screenModule(route))));
}

/** The repository root: the nearest folder above the generator config with pnpm-workspace.yaml. */
function repoRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`No pnpm-workspace.yaml above ${from}.`);
    dir = up;
  }
  return dir;
}

export default function generator(plop: PlopTypes.NodePlopAPI): void {
  const root = repoRoot(plop.getPlopfilePath());

  plop.setGenerator('tool', {
    description: 'A tool: route, screen, api file, messages, story, screen test and E2E stub, registered in the shell',
    prompts: [
      {
        type: 'input',
        name: 'route',
        message: 'Route value (one of the spec route values, e.g. MagicAssignment)',
        validate: (value: string) => {
          if (!isRouteValue(value))
            return `${value} is not a route value of the spec (packages/launch/src/route-values.ts).`;
          const owner = builtIn(root, value);
          return owner ? `${value} is already built in packages/${owner}.` : true;
        },
      },
      {
        type: 'input',
        name: 'pkg',
        message: 'Feature package (existing: the tool is added to it; new: @tools/<name> is created)',
        validate: (value: string) =>
          /^[a-z][a-z0-9-]*$/.test(value) || 'Use a kebab-case package name, e.g. assignments.',
      },
      {
        type: 'input',
        name: 'title',
        message: 'Page title (the h1 and the launcher name)',
        default: (answers: { route: string }) => words(answers.route),
        validate: (value: string) =>
          /^[A-Za-z0-9][A-Za-z0-9 ()-]*$/.test(value) || 'Letters, digits, spaces, hyphens and ().',
      },
      { type: 'list', name: 'audience', message: 'Who is it for?', choices: [...AUDIENCES], default: 'instructor' },
      {
        type: 'list',
        name: 'serverPart',
        message: 'Does a new package keep data on our server? (server: contracts, client, module, migration, tests)',
        choices: [...SERVER_PART],
        default: 'none',
      },
    ],
    actions: (input) => {
      const answers = input as Answers;
      const kebab = routeKebab(answers.route);
      const pkgDir = `packages/${answers.pkg}`;
      const isNew = !existsSync(join(root, pkgDir, 'package.json'));
      const persona = answers.audience === 'anyone' ? 'instructor' : answers.audience;
      const server = isNew && answers.serverPart === 'server';
      const migrationNumber = server ? nextMigrationNumber(root) : '';
      const data = {
        ...answers,
        title: answers.title || words(answers.route),
        titlePattern: (answers.title || words(answers.route)).replace(/[()]/g, '\\$&'),
        kebab,
        routeCamel: camel(kebab),
        pascal: answers.route,
        // Not `pkg`: plop has a built-in helper of that name.
        packageName: answers.pkg,
        pkgCamel: camel(answers.pkg),
        persona,
        pascalPersona: persona[0]!.toUpperCase() + persona.slice(1),
        server,
        pascalPkg: camel(answers.pkg)[0]!.toUpperCase() + camel(answers.pkg).slice(1),
        pkgSnake: answers.pkg.replace(/-/g, '_'),
        migrationNumber,
        migrationName: `${migrationNumber}_${answers.pkg.replace(/-/g, '_')}`,
      };
      const tool = `${pkgDir}/src/${kebab}`;
      const files: [string, string][] = [
        [`${tool}/route.ts`, 'tool/route.ts.hbs'],
        [`${tool}/${kebab}-screen.tsx`, 'tool/screen.tsx.hbs'],
        [`${tool}/messages.ts`, 'tool/messages.ts.hbs'],
        [`${tool}/api/launch-user.ts`, 'tool/api.ts.hbs'],
        [`${tool}/__tests__/${kebab}-screen.test.tsx`, 'tool/screen.test.tsx.hbs'],
        [`${pkgDir}/e2e/${kebab}.spec.ts`, 'tool/e2e.spec.ts.hbs'],
        [`${tool}/${kebab}.stories.tsx`, 'tool/story.tsx.hbs'],
      ];
      if (isNew) {
        for (const name of ['package.json', 'tsconfig.json', 'eslint.config.js', 'vitest.config.ts', 'README.md'])
          files.push([`${pkgDir}/${name}`, `package/${name}.hbs`]);
        files.push([`${pkgDir}/src/index.ts`, 'package/index.ts.hbs']);
      }
      if (server) {
        files.push(
          [`${pkgDir}/src/contracts.ts`, 'server/contracts.ts.hbs'],
          [`${pkgDir}/src/api/client.ts`, 'server/client.ts.hbs'],
          [`${pkgDir}/src/server/module.ts`, 'server/module.ts.hbs'],
          [`${pkgDir}/src/server/routes.ts`, 'server/routes.ts.hbs'],
          [`${pkgDir}/src/server/service.ts`, 'server/service.ts.hbs'],
          [`${pkgDir}/src/server/notes-store.ts`, 'server/store.ts.hbs'],
          [`${pkgDir}/src/server/migrations/${data.migrationName}.ts`, 'server/migration.ts.hbs'],
          [`${pkgDir}/src/server/__tests__/notes.test.ts`, 'server/server.test.ts.hbs'],
          [`${pkgDir}/vitest.server.config.ts`, 'server/vitest.server.config.ts.hbs'],
        );
      }
      const actions: PlopTypes.ActionType[] = files.map(([path, template]) => ({
        type: 'add',
        path: join(root, path),
        templateFile: join(root, 'tooling/generators/templates', template),
        data,
        abortOnFail: true,
      }));
      const touched = files.map(([path]) => path);
      if (isNew) {
        actions.push(() => registerPackage(root, answers.pkg, data.pkgCamel));
        touched.push('apps/shell/src/registry.ts');
        if (server) {
          actions.push(() => registerModule(root, answers.pkg, data.pkgCamel));
          touched.push('apps/server/src/modules.ts');
        }
      } else {
        actions.push(() => addRoute(root, `${pkgDir}/src/index.ts`, kebab, data.routeCamel));
        touched.push(`${pkgDir}/src/index.ts`);
      }
      actions.push(() => finish(root, touched, isNew));
      return actions;
    },
  });
}

/** Adds the tool's route to an existing package's route table. */
function addRoute(root: string, indexPath: string, kebab: string, routeCamel: string): string {
  const path = join(root, indexPath);
  const source = readFileSync(path, 'utf8');
  const table = 'defineRoutes([';
  if (!source.includes(table)) throw new Error(`${indexPath} has no defineRoutes([...]) table.`);
  const imports = [...source.matchAll(/^import .*;$/gm)];
  const last = imports.at(-1);
  const at = last ? (last.index ?? 0) + last[0].length : 0;
  const line = `\nimport { ${routeCamel}Route } from './${kebab}/route.ts';`;
  const withImport = source.slice(0, at) + line + source.slice(at);
  writeFileSync(
    path,
    withImport.replace(/defineRoutes\(\[([\s\S]*?)\]\)/, (_, list: string) => {
      const entries = list.trim().replace(/,$/, '');
      return `defineRoutes([${entries ? `${entries}, ` : ''}${routeCamel}Route])`;
    }),
  );
  return `${indexPath}: route added`;
}

/**
 * A new package joins the shell's registry and dependencies. Storybook needs no entry: it takes every
 * story beside each tool (its `stories` glob covers every package).
 */
function registerPackage(root: string, pkg: string, pkgCamel: string): string {
  const registry = join(root, 'apps/shell/src/registry.ts');
  let source = readFileSync(registry, 'utf8');
  const imports = [...source.matchAll(/^import \{ routes as \w+ \} from '@tools\/[\w-]+';$/gm)];
  const last = imports.at(-1);
  if (!last) throw new Error('apps/shell/src/registry.ts: no route imports found.');
  const at = (last.index ?? 0) + last[0].length;
  source = `${source.slice(0, at)}\nimport { routes as ${pkgCamel} } from '@tools/${pkg}';${source.slice(at)}`;
  source = source.replace(/(export const toolRoutes: ToolRoute\[\] = \[[\s\S]*?)(\n\];)/, `$1\n  ...${pkgCamel},$2`);
  writeFileSync(registry, source);
  addDependency(root, 'apps/shell/package.json', pkg);
  return `@tools/${pkg} registered in the shell`;
}

/** `@tools/<pkg>` joins an app's dependencies (kept in name order, as pnpm writes them). */
function addDependency(root: string, manifestPath: string, pkg: string): void {
  const path = join(root, manifestPath);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as { dependencies: Record<string, string> };
  manifest.dependencies[`@tools/${pkg}`] = 'workspace:*';
  manifest.dependencies = Object.fromEntries(
    Object.entries(manifest.dependencies).sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * The next number of the one migration sequence (the core's and every module's files: apps/server's list refuses
 * gaps and duplicates).
 */
function nextMigrationNumber(root: string): string {
  const folders = [join(root, 'packages/server-core/src/migrations')];
  for (const p of readdirSync(join(root, 'packages'))) folders.push(join(root, 'packages', p, 'src/server/migrations'));
  let last = 0;
  for (const folder of folders.filter((f) => existsSync(f)))
    for (const file of readdirSync(folder)) {
      const n = /^(\d{3})_/.exec(file);
      if (n) last = Math.max(last, Number(n[1]));
    }
  return String(last + 1).padStart(3, '0');
}

/** The new package's server module joins the product's (apps/server composes every module). */
function registerModule(root: string, pkg: string, pkgCamel: string): string {
  const modules = join(root, 'apps/server/src/modules.ts');
  let source = readFileSync(modules, 'utf8');
  const imports = [...source.matchAll(/^import .*;$/gm)];
  const last = imports.at(-1);
  if (!last) throw new Error('apps/server/src/modules.ts: no imports found.');
  const at = (last.index ?? 0) + last[0].length;
  source = `${source.slice(0, at)}\nimport ${pkgCamel}Module from '@tools/${pkg}/server/module.ts';${source.slice(at)}`;
  const list = /(export function toolModules\([^)]*\): ServerModule\[\] \{\n {2}return \[[\s\S]*?)(\n {2}\];)/;
  if (!list.test(source)) throw new Error('apps/server/src/modules.ts: no toolModules() list found.');
  source = source.replace(list, `$1\n    ${pkgCamel}Module,$2`);
  writeFileSync(modules, source);
  addDependency(root, 'apps/server/package.json', pkg);
  return `@tools/${pkg}'s server module composed into apps/server`;
}

/** Links a new package into the workspace (pnpm on PATH, as everywhere here), then formats what was written. */
function finish(root: string, touched: string[], isNew: boolean): string {
  // --no-frozen-lockfile: the new package joins the lockfile (CI=1 would freeze it otherwise).
  // --prefer-offline, not --offline: resolving the new package needs registry metadata, which an
  // install from the lockfile (README lines 1 and 2) never caches; offline-only failed on fresh machines.
  if (isNew)
    execFileSync('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile'], { cwd: root, stdio: 'inherit' });
  const prettier = join(root, 'node_modules/.bin/prettier');
  execFileSync(prettier, ['--write', '--log-level=warn', ...touched], { cwd: root, stdio: 'inherit' });
  return isNew ? 'installed and formatted' : 'formatted';
}
