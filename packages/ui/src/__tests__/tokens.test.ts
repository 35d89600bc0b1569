// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// axe cannot measure contrast in jsdom, so the colour tokens are checked here directly.
const css = readFileSync(new URL('../styles.css', import.meta.url), 'utf8');
const tokens = new Map([...css.matchAll(/--(ct-color-[\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1]!, m[2]!]));

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function token(name: string): string {
  const value = tokens.get(name);
  if (!value) throw new Error(`styles.css has no --${name}`);
  return value;
}

describe('colour tokens (WCAG 2.2 AA)', () => {
  it.each([
    ['ct-color-text', 'ct-color-bg'],
    ['ct-color-text', 'ct-color-surface'],
    ['ct-color-text-muted', 'ct-color-bg'],
    ['ct-color-text-muted', 'ct-color-surface'],
    ['ct-color-primary', 'ct-color-bg'],
    ['ct-color-on-primary', 'ct-color-primary'],
    ['ct-color-on-primary', 'ct-color-danger'],
    ['ct-color-danger', 'ct-color-danger-soft'],
    ['ct-color-text', 'ct-color-danger-soft'],
    ['ct-color-text', 'ct-color-success-soft'],
    ['ct-color-text', 'ct-color-info-soft'],
    ['ct-color-text', 'ct-color-warning-soft'],
    // InlineAlert titles: the tone's colour on its soft background.
    ['ct-color-warning', 'ct-color-warning-soft'],
    ['ct-color-success', 'ct-color-success-soft'],
    ['ct-color-primary', 'ct-color-info-soft'],
    ['ct-color-warning', 'ct-color-bg'],
    ['ct-color-success', 'ct-color-bg'],
  ])('text %s on %s is at least 4.5:1', (fg, bg) => {
    expect(contrast(token(fg), token(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['ct-color-border', 'ct-color-bg'],
    ['ct-color-focus', 'ct-color-bg'],
  ])('UI %s on %s is at least 3:1', (fg, bg) => {
    expect(contrast(token(fg), token(bg))).toBeGreaterThanOrEqual(3);
  });
});
