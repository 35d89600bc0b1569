import { describe, expect, it } from 'vitest';
import { KNOWN_ROUTES, resolveRoute, toolRoutes } from '../registry.ts';

describe('route registry', () => {
  it('resolves every built tool to its own lazy loader', () => {
    for (const tool of toolRoutes) {
      expect(resolveRoute(tool.route)).toEqual({ kind: 'tool', tool });
      expect(KNOWN_ROUTES).toContain(tool.route);
    }
  });

  it('has no duplicate route values', () => {
    const names = toolRoutes.map((t) => t.route);
    expect(new Set(names).size).toBe(names.length);
  });

  it('says a spec route without a screen is not available', () => {
    expect(resolveRoute('MagicAssignment')).toEqual({ kind: 'not-available', route: 'MagicAssignment' });
  });

  it.each([['Nope'], ['mycourses'], [null]])('treats %s as not found', (route) => {
    expect(resolveRoute(route)).toEqual({ kind: 'not-found', route });
  });
});
