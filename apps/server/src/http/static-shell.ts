import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env.ts';

/** Vite's content-hashed output: safe to cache for a year. Everything else may change between deploys. */
const cache = (value: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', value);
  });

/** Single-process mode: the built shell at `/` (index.html for `/`). */
export function shellRoutes(shellDist: string) {
  const root = resolve(shellDist);
  return new Hono<AppEnv>()
    .use('/assets/*', cache('public, max-age=31536000, immutable'), serveStatic({ root }))
    .get('/', cache('no-cache'), serveStatic({ root, path: 'index.html' }))
    .get('/*', cache('no-cache'), serveStatic({ root }));
}
