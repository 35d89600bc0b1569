import { Hono, type Context } from 'hono';
import type { AppEnv } from '@tools/server-core/http/env.ts';

/** uef_base.js as built at start (build-script.ts): the bundle and its content hash. */
export interface UefScript {
  source: string;
  version: string;
}

export const UEF_SCRIPT_PATH = '/uef/uef_base.js';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * uef_base.js for the UEF loader (@tools/uef). The stable address answers with a redirect to
 * the content-hashed file name (no-cache, so a deploy is picked up at once); the hashed file is
 * cached for a year. The script is public code without secrets, so any origin may load it (the
 * loader page's own CSP decides whether it may run: `script-src 'self'` when we serve the shell).
 */
export function uefRoutes(script: UefScript) {
  const current = `/uef/uef_base.${script.version}.js`;
  const toCurrent = (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    return c.redirect(current, 302);
  };
  return new Hono<AppEnv>()
    .get(UEF_SCRIPT_PATH, (c) => toCurrent(c))
    .get('/uef/:file{uef_base\\.[0-9a-f]+\\.js}', (c) => {
      // A page from before a deploy asks for an older hash: send it to today's script.
      if (c.req.path !== current) return toCurrent(c);
      return c.body(script.source, 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': IMMUTABLE,
        ETag: `"${script.version}"`,
        'Access-Control-Allow-Origin': '*',
      });
    });
}
