import type { Context } from 'hono';

/**
 * Adds headers to the response a handler already made. `c.header()` after the handler copies
 * the whole Response on every call (and turns its body into a stream), which cost more CPU than
 * the rest of our middleware together; setting them in place does not. A response whose headers
 * are immutable (one passed through from `fetch`) falls back to `c.header()`.
 */
export function addResponseHeaders(c: Context, headers: Readonly<Record<string, string>>, append?: 'append') {
  try {
    const target = c.res.headers;
    for (const [name, value] of Object.entries(headers)) {
      if (append) target.append(name, value);
      else target.set(name, value);
    }
  } catch {
    for (const [name, value] of Object.entries(headers)) c.header(name, value, append ? { append: true } : {});
  }
}
