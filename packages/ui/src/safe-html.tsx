import DOMPurify, { type Config } from 'dompurify';
import { createElement, useMemo } from 'react';

type Purifier = ReturnType<typeof DOMPurify>;

// Tags that could restyle or phish inside the tool even without script. `class` goes too: Learn's
// classes mean nothing here, and ours could (`ct-toasts` is position: fixed). `dialog` is
// absolutely positioned by the browser's own style sheet, so `<dialog open>` sized to the viewport
// lies over the tool without any inline style of ours.
const CONFIG: Config = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'dialog'],
  FORBID_ATTR: ['class', 'popover'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
};

/**
 * Inline style: a short allow-list of properties that cannot make an item cover the tool, so an
 * item keeps its colours, emphasis, alignment and table borders. Anything that sets a size or a
 * place goes (`width`/`height`, `display`, `float`, `line-height`, `position`, `transform`,
 * shadows, outlines): an allow-list, because `box-shadow: 0 0 0 100vmax`, a 2000px padding on a
 * white background or a viewport-high box cover the window as well as `position: fixed` does.
 */
const PLAIN_STYLE = new Set([
  'color',
  'background-color',
  'font-style',
  'font-weight',
  'font-variant',
  'text-align',
  'text-decoration',
  'text-decoration-line',
  'text-decoration-color',
  'text-decoration-style',
  'text-transform',
  'vertical-align',
  'direction',
  'list-style-type',
  'list-style-position',
  'border-collapse',
  'caption-side',
]);

/**
 * Properties kept only with small absolute lengths (px, pt, em, rem; each at most the limit in
 * CSS pixels at a 16px em): enough for a table cell's padding, a 1px border or 14pt text, never
 * enough to fill a window. Viewport units, percentages and `calc()` are refused.
 */
const SMALL_LENGTH: [RegExp, number][] = [
  [/^font-size$/, 40],
  [/^padding(-(top|right|bottom|left))?$/, 24],
  [/^margin(-(top|right|bottom|left))?$/, 24],
  [/^border(-(top|right|bottom|left))?(-(width|style|color))?$/, 4],
  [/^border-(width|style|color)$/, 4],
];
const PX_PER_UNIT: Record<string, number> = { px: 1, pt: 4 / 3, em: 16, rem: 16 };
const FONT_SIZE_WORDS = /^(xx-small|x-small|small|medium|large|x-large|xx-large|smaller|larger)$/;
/** Values that load something or compute from elsewhere. */
const UNSAFE_VALUE = /url\(|image-set\(|image\(|element\(|expression\(|attr\(|var\(|calc\(|env\(/i;

/** Colour functions (`rgb(0, 0, 0)`) hold numbers that are not lengths. */
const COLOUR_FUNCTION = /\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\)/gi;

/** Every length in the value is absolute, non-negative and at most `maxPx`; other words are keywords or colours. */
function smallLengths(value: string, maxPx: number): boolean {
  for (const word of value.replace(COLOUR_FUNCTION, ' ').split(/\s+/).filter(Boolean)) {
    if (!/^[-+.\d]/.test(word)) continue; // solid, red, #ccc, thin
    const length = /^(\d*\.?\d+)([a-z]*)$/i.exec(word);
    if (!length) return false; // negative, a percentage, or something we do not read
    const amount = Number(length[1]);
    const unit = (length[2] ?? '').toLowerCase();
    const factor = unit === '' ? (amount === 0 ? 0 : undefined) : PX_PER_UNIT[unit];
    if (factor === undefined || amount * factor > maxPx) return false;
  }
  return true;
}

function keptDeclaration(name: string, value: string): boolean {
  if (!value || UNSAFE_VALUE.test(value)) return false;
  if (PLAIN_STYLE.has(name)) return true;
  const limit = SMALL_LENGTH.find(([pattern]) => pattern.test(name))?.[1];
  if (limit === undefined) return false;
  if (name === 'font-size' && FONT_SIZE_WORDS.test(value)) return true;
  return smallLengths(value, limit);
}

function plainStyle(style: CSSStyleDeclaration): string {
  const kept: string[] = [];
  for (let i = 0; i < style.length; i += 1) {
    const name = style.item(i).toLowerCase();
    const value = style.getPropertyValue(name).trim();
    if (keptDeclaration(name, value)) kept.push(`${name}: ${value}`);
  }
  return kept.join('; ');
}

let purifier: Purifier | undefined;

/**
 * A private DOMPurify instance, so our hooks do not leak into other code that uses the shared
 * default instance. Created on first use (it needs `window`).
 */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.hasAttribute('style')) {
      const style = (node as HTMLElement).style as CSSStyleDeclaration | undefined;
      const kept = style ? plainStyle(style) : '';
      if (kept) node.setAttribute('style', kept);
      else node.removeAttribute('style');
    }
    // Every element that takes `target` (a, area, and whatever else carries it): a new tab at
    // most, and it must not get window.opener.
    const target = node.getAttribute('target');
    if (target === null) return;
    if (target !== '_blank') {
      node.removeAttribute('target');
      return;
    }
    node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = instance;
  return instance;
}

/** Sanitises HTML from Learn or users: no script, no event handlers, no javascript: URLs. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, CONFIG);
}

export interface SafeHtmlProps {
  html: string;
  as?: 'div' | 'span' | 'section' | 'article' | 'p';
  className?: string;
}

/** Renders untrusted HTML after DOMPurify. The only place the tools may set innerHTML. */
export function SafeHtml({ html, as = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const classes = className ? `ct-safe-html ${className}` : 'ct-safe-html';
  return createElement(as, { className: classes, dangerouslySetInnerHTML: { __html: clean } });
}
