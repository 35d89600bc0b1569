import DOMPurify, { type Config } from 'dompurify';
import { createElement, useMemo } from 'react';

type Purifier = ReturnType<typeof DOMPurify>;

// Tags that could restyle or phish inside the tool even without script.
const CONFIG: Config = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
};

let purifier: Purifier | undefined;

/**
 * A private DOMPurify instance, so our link hook does not leak into other code that uses
 * the shared default instance. Created on first use (it needs `window`).
 */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const target = node.getAttribute('target');
    if (target === null) return;
    // Only a new tab is allowed as a target, and it must not get window.opener.
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
