import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import type { AppEnv } from './env.ts';

/** Vite's content-hashed output lives in /assets; everything else may change between deploys. */
const HASHED = /^\/assets\//;

/** Single-process mode: the built shell at `/` (index.html for `/`). */
export function shellRoutes(shellDist: string) {
  const root = resolve(shellDist);
  const setCache = (path: string, c: Context) => {
    const rel = path.slice(root.length);
    c.header('Cache-Control', HASHED.test(rel) ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
  return new Hono<AppEnv>()
    .use('/assets/*', serveStatic({ root, onFound: setCache }))
    .get('/', serveStatic({ root, path: 'index.html', onFound: setCache }))
    .get('/*', serveStatic({ root, onFound: setCache }));
}
