import { Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { RelatedArticlesQuery } from '@tools/backend-api/contracts';
import type { AppEnv } from '../http/env.ts';
import { queryParams } from '../http/validate.ts';
import { relatedArticlesConfig } from './config.ts';
import { fakeProvider } from './fake-provider.ts';
import type { RelatedArticlesProvider } from './provider.ts';
import { relatedArticlesService } from './service.ts';
import { wikipediaProvider } from './wikipedia-provider.ts';

export interface RelatedArticlesDeps {
  identify: MiddlewareHandler<AppEnv>;
  /** Shell origins allowed to call cross-origin (the same origin needs nothing). */
  allowedShellOrigins: readonly string[];
  /** Outgoing HTTP for the Wikipedia provider. */
  fetch: typeof globalThis.fetch;
  now?: () => number;
  /** Overrides the configured provider (tests). */
  provider?: RelatedArticlesProvider;
  env?: Record<string, string | undefined>;
}

export function providerFromConfig(
  env: Record<string, string | undefined>,
  fetchFn: typeof globalThis.fetch,
): RelatedArticlesProvider {
  const config = relatedArticlesConfig(env);
  if (config.provider === 'fake') return fakeProvider();
  return wikipediaProvider({
    baseUrl: config.wikipediaUrl,
    timeoutMs: config.timeoutMs,
    fetch: fetchFn,
    userAgent: 'CourseTools/1.0 (course tutor related articles)',
  });
}

/**
 * GET /related-articles?query= -> `{ articles: [{ title, url }] }` (spec 000 §7). Only callers
 * Learn vouches for (identify), so the endpoint is not an open proxy; the answer itself does
 * not depend on who asks.
 */
export function relatedArticlesRoutes(deps: RelatedArticlesDeps) {
  const provider = deps.provider ?? providerFromConfig(deps.env ?? process.env, deps.fetch);
  const service = relatedArticlesService(provider, deps.now);
  return new Hono<AppEnv>()
    .use(
      '*',
      cors({
        origin: (origin) => (deps.allowedShellOrigins.includes(origin) ? origin : null),
        allowMethods: ['GET'],
        allowHeaders: ['Authorization', 'X-Learn-Platform', 'X-Request-Id'],
        exposeHeaders: ['X-Request-Id'],
        maxAge: 600,
      }),
    )
    .get('/', deps.identify, queryParams(RelatedArticlesQuery), async (c) => {
      const { query } = c.req.valid('query');
      const articles = await service.find(query, c.var.log);
      return c.json({ articles });
    });
}
