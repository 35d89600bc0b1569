import { execFileSync, execSync, spawnSync, type ExecFileSyncOptions } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `turbo gen tool` must produce a package that passes lint, typecheck and its tests untouched
// (issue 10 §6). The generator writes into a copy of the repository (tracked and new files, no
// node_modules), installs it from the shared pnpm store (metadata the store lacks comes from the
// registry: a fresh machine has none cached), then this test runs the new
// package's own scripts there. The real checkout is never touched.
const repo = join(import.meta.dirname, '../../../../');
const ROUTE = 'MagicAssignment';
const PACKAGE = 'gen-check';
const GEN = join(import.meta.dirname, '../../node_modules/.bin/gen');
const GEN_ARGS = ['run', 'tool', '--config', 'turbo/generators/config.ts', '--args'];

// Colour codes vitest may add to its summary (the escape character built at run time for the linter).
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

let copy = '';
const run = (cmd: string, args: string[], cwd: string, options: ExecFileSyncOptions = {}) =>
  execFileSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    stdio: 'pipe',
    env: { ...process.env, PATH: `${join(repo, '.tools/node_modules/.bin')}:${process.env.PATH}`, CI: '1' },
    ...options,
  });

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'tools-gen-'));
  // The working tree as git sees it (tracked and untracked, ignored files left out).
  execSync(`git ls-files -co --exclude-standard -z | tar --null -T - -cf - | tar -xf - -C ${copy}`, {
    cwd: repo,
    shell: '/bin/bash',
  });
  run(GEN, [...GEN_ARGS, ROUTE, PACKAGE, 'Magic Assignment', 'instructor', 'server'], copy);
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('turbo gen tool', () => {
  const tool = () => join(copy, 'packages', PACKAGE);

  it('writes the house layout: one folder named after the route value', () => {
    for (const file of [
      'package.json',
      'src/index.ts',
      'src/magic-assignment/route.ts',
      'src/magic-assignment/magic-assignment-screen.tsx',
      'src/magic-assignment/messages.ts',
      'src/magic-assignment/api/launch-user.ts',
      'src/magic-assignment/__tests__/magic-assignment-screen.test.tsx',
      'src/magic-assignment/magic-assignment.stories.tsx',
      'e2e/magic-assignment.spec.ts',
    ])
      expect(existsSync(join(tool(), file)), file).toBe(true);
  });

  it('puts the server part in the same package and composes it into apps/server', () => {
    for (const file of [
      'src/contracts.ts',
      'src/api/client.ts',
      'src/server/module.ts',
      'src/server/routes.ts',
      'src/server/service.ts',
      'src/server/notes-store.ts',
      'src/server/__tests__/notes.test.ts',
      'vitest.server.config.ts',
    ])
      expect(existsSync(join(tool(), file)), file).toBe(true);
    // The migration takes the next number of the one sequence (the core's and every other module's files).
    const [migration] = readdirSync(join(tool(), 'src/server/migrations'));
    const others = [
      'packages/server-core/src/migrations',
      ...readdirSync(join(copy, 'packages'))
        .filter((p) => p !== PACKAGE)
        .map((p) => `packages/${p}/src/server/migrations`),
    ]
      .filter((dir) => existsSync(join(copy, dir)))
      .flatMap((dir) => readdirSync(join(copy, dir)))
      .flatMap((file) => (/^\d{3}_/.test(file) ? [Number(file.slice(0, 3))] : []));
    expect(migration).toBe(`${String(Math.max(...others) + 1).padStart(3, '0')}_gen_check.ts`);
    const modules = readFileSync(join(copy, 'apps/server/src/modules.ts'), 'utf8');
    expect(modules).toContain(`import genCheckModule from '@tools/${PACKAGE}/server/module.ts';`);
    expect(modules).toMatch(/genCheckModule,\n {2}\];/);
    const manifest = JSON.parse(readFileSync(join(copy, 'apps/server/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies[`@tools/${PACKAGE}`]).toBe('workspace:*');
  });

  it('registers the package in the shell (Storybook takes the story by its glob)', () => {
    const registry = readFileSync(join(copy, 'apps/shell/src/registry.ts'), 'utf8');
    expect(registry).toContain(`import { routes as genCheck } from '@tools/${PACKAGE}';`);
    expect(registry).toMatch(/\.\.\.genCheck,\n\];/);
    const manifest = JSON.parse(readFileSync(join(copy, 'apps/shell/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies[`@tools/${PACKAGE}`]).toBe('workspace:*');
    const storybook = readFileSync(join(copy, 'apps/storybook/.storybook/main.ts'), 'utf8');
    expect(storybook).toContain("'../../../packages/*/src/**/*.stories.tsx'");
  });

  it('refuses a route value that is already built, or not a route value, and writes nothing', () => {
    const gen = (route: string) => {
      const result = spawnSync(GEN, [...GEN_ARGS, route, PACKAGE, 'Title', 'instructor'], {
        cwd: copy,
        encoding: 'utf8',
      });
      return `${result.stdout}${result.stderr}`;
    };
    expect(gen(ROUTE)).toContain(`${ROUTE} is already built in packages/${PACKAGE}.`);
    expect(gen('Nope')).toContain('Nope is not a route value of the spec');
  });

  it('passes lint, typecheck and its own tests untouched', () => {
    run('pnpm', ['run', 'lint'], tool());
    run('pnpm', ['run', 'typecheck'], tool());
    const tests = String(run('pnpm', ['run', 'test'], tool())).replace(ANSI, '');
    // Both runs, the screens' and the server part's (four tests against the core with the package's module).
    expect(tests.match(/Tests\s+\d+ passed/g)).toHaveLength(2);
    expect(tests).not.toMatch(/failed|skipped/);
  });

  it("passes the whole product's route checks without editing them (its routes' access and body limits)", () => {
    const product = String(
      run(
        'pnpm',
        [
          'exec',
          'vitest',
          'run',
          '--project',
          '@tools/server',
          '--reporter=verbose',
          'src/__tests__/authorization-matrix.test.ts',
          'src/__tests__/body-limits.test.ts',
        ],
        copy,
      ),
    ).replace(ANSI, '');
    expect(product).toMatch(/Tests\s+\d+ passed/);
    expect(product).not.toMatch(/failed|skipped/);
    expect(product).toContain('POST /gen-check-notes');
  });
});
