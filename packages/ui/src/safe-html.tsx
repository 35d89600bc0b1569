import DOMPurify, { type Config } from 'dompurify';
import { createElement, useMemo } from 'react';

type Purifier = ReturnType<typeof DOMPurify>;

// Tags that could restyle or phish inside the tool even without script. `class` goes too: Learn's
// classes mean nothing here, and ours could (`ct-toasts` is position: fixed).
const CONFIG: Config = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['class'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
};

/**
 * Inline style is kept only for properties that format text and boxes in the flow, so an item
 * keeps its colours, alignment, fonts and table borders but cannot draw over the tool. An
 * allow-list, not a deny-list of `position`/`z-index`: `box-shadow: 0 0 0 100vmax`, `outline`,
 * `transform` and negative margins cover the window just as well.
 */
const FLOW_STYLE = new Set([
  'color',
  'background',
  'background-color',
  'font',
  'font-family',
  'font-size',
  'font-style',
  'font-variant',
  'font-weight',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-align',
  'text-decoration',
  'text-decoration-line',
  'text-decoration-color',
  'text-decoration-style',
  'text-transform',
  'vertical-align',
  'white-space',
  'direction',
  'list-style',
  'list-style-type',
  'list-style-position',
  'display',
  'float',
  'clear',
  'width',
  'height',
  'min-width',
  'max-width',
  'min-height',
  'max-height',
  'border-collapse',
  'border-spacing',
  'caption-side',
  'table-layout',
]);
/** Families whose longhands are all flow formatting (browsers expand `border: 1px solid` into them). */
const FLOW_STYLE_PREFIX = /^(padding|margin|border)(-|$)/;
/** Values that load something or compute from elsewhere; margins may not pull content upwards. */
const UNSAFE_VALUE = /url\(|image-set\(|image\(|element\(|expression\(|attr\(|var\(/i;
const NEGATIVE = /(^|[\s(,])-/;

function flowStyle(style: CSSStyleDeclaration): string {
  const kept: string[] = [];
  for (let i = 0; i < style.length; i += 1) {
    const name = style.item(i).toLowerCase();
    const value = style.getPropertyValue(name).trim();
    const allowed = (FLOW_STYLE.has(name) || FLOW_STYLE_PREFIX.test(name)) && !name.startsWith('border-image');
    if (!allowed || !value || UNSAFE_VALUE.test(value)) continue;
    if (name.startsWith('margin') && NEGATIVE.test(value)) continue;
    kept.push(`${name}: ${value}`);
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
      const kept = style ? flowStyle(style) : '';
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
