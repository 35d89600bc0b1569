import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env.ts';

/** Vite's content-hashed output: safe to cache for a year. Everything else may change between deploys. */
const cache = (value: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', value);
  });

/** What the shell may talk to; it refuses any other origin before a request carries a token. */
export interface ShellAllowList {
  allowedPlatformOrigins: string[];
  allowedBackendOrigins: string[];
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Writes this deployment's allow-list into the shell's <meta name="course-tools-config">. */
export function injectShellConfig(html: string, allow: ShellAllowList): string {
  const content = escapeAttr(JSON.stringify(allow));
  return html.replace(/(<meta name="course-tools-config" content=")[^"]*(")/, `$1${content}$2`);
}

/** Origins one page load may post forms to beyond the configured ones (the launch's deep-link return). */
export type PageFormOrigins = (query: Record<string, string>) => Promise<string[]>;

/** Single-process mode: the built shell at `/` (index.html for `/`, with this server's allow-list). */
export function shellRoutes(shellDist: string, allow: ShellAllowList, formOrigins?: PageFormOrigins) {
  const root = resolve(shellDist);
  let index: Promise<string> | null = null;
  const indexHtml = () =>
    (index ??= readFile(resolve(root, 'index.html'), 'utf8').then((html) => injectShellConfig(html, allow)));
  const page = async (c: Context<AppEnv>) => {
    if (formOrigins) c.set('cspExtraOrigins', await formOrigins(c.req.query()));
    return c.html(await indexHtml());
  };
  return new Hono<AppEnv>()
    .use('/assets/*', cache('public, max-age=31536000, immutable'), serveStatic({ root }))
    .get('/', cache('no-cache'), page)
    .get('/index.html', cache('no-cache'), page)
    .get('/*', cache('no-cache'), serveStatic({ root }));
}
