import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_VALUES, screenModule } from '@tools/launch';
import { resolveRoute, toolRoutes } from '../registry.ts';

const packagesDir = join(import.meta.dirname, '../../../../packages');

describe('route registry', () => {
  it('resolves every built tool to its own lazy loader', () => {
    for (const tool of toolRoutes) {
      expect(resolveRoute(tool.route)).toEqual({ kind: 'tool', tool });
      expect(ROUTE_VALUES).toContain(tool.route);
    }
  });

  it('has no duplicate route values', () => {
    const names = toolRoutes.map((t) => t.route);
    expect(new Set(names).size).toBe(names.length);
  });

  it('says a spec route without a screen is not available', () => {
    expect(resolveRoute('MagicAssignment')).toEqual({ kind: 'not-available', route: 'MagicAssignment' });
  });

  it('says every spec route value is either built or not available, never not found', () => {
    for (const route of ROUTE_VALUES) expect(resolveRoute(route).kind).not.toBe('not-found');
  });

  it.each([['Nope'], ['mycourses'], [null]])('treats %s as not found', (route) => {
    expect(resolveRoute(route)).toEqual({ kind: 'not-found', route });
  });

  // One tool = one folder named after its route value: the manifest and the bundle report rely on it.
  it('finds each tool screen in exactly one package, in the folder named after its route value', () => {
    const packages = readdirSync(packagesDir);
    for (const tool of toolRoutes) {
      const owners = packages.filter((p) => existsSync(join(packagesDir, p, 'src', screenModule(tool.route))));
      expect(owners, tool.route).toHaveLength(1);
    }
  });

  it('loads each screen and texts that hold its title and every missing-parameter message', async () => {
    for (const tool of toolRoutes) {
      const [screen, texts] = await Promise.all([tool.load(), tool.texts()]);
      expect(typeof screen.default, tool.route).toBe('function');
      expect(texts.en_US[tool.title], `${tool.route} title`).toEqual(expect.any(String));
      for (const need of tool.needs) expect(texts.en_US[need.missing], `${tool.route} ${need.missing}`).toBeTruthy();
    }
    // Every screen module is imported and transformed here: slow on a loaded machine.
  }, 120_000);
});
