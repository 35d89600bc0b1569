import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on a rendered subtree and fails with the rule ids and targets it found.
 * `region` is off for component tests: components render inside <Page>'s landmarks in the
 * tools, and the Page test keeps the rule on. `color-contrast` needs real layout and canvas,
 * which jsdom lacks; contrast is checked on the tokens instead (tokens.test.ts).
 */
export async function expectNoAxeViolations(context: Element, options: { checkRegions?: boolean } = {}): Promise<void> {
  const results = await axe.run(context, {
    rules: {
      region: { enabled: options.checkRegions ?? false },
      'color-contrast': { enabled: false },
    },
  });
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}
