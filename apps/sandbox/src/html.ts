/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
}

/** A small, accessible page shell shared by the launcher, the OAuth login and LTI forms. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem; color: #1b1b1b; line-height: 1.5; }
  a { color: #0b57d0; }
  a:focus-visible, button:focus-visible, select:focus-visible { outline: 3px solid #f9a825; outline-offset: 2px; }
  .tools { display: grid; grid-template-columns: repeat(auto-fill, minmax(20rem, 1fr)); gap: 1rem; padding: 0; list-style: none; }
  .tool { border: 1px solid #c4c7c5; border-radius: .5rem; padding: .75rem 1rem; }
  .tool h3 { margin: 0 0 .5rem; font-size: 1.05rem; }
  .notice { border-left: 4px solid #b3261e; background: #fdecea; padding: .5rem 1rem; }
  code { background: #f1f3f4; padding: 0 .25rem; }
</style>
</head>
<body>
${body}
</body>
</html>`;
}
