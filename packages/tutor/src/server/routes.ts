import { Hono, type MiddlewareHandler } from 'hono';
import { RelatedArticlesQuery } from '../contracts.ts';
import type { RelatedArticlesConfig } from './related-articles-config.ts';
import type { AppEnv } from '@tools/server-core/http/env.ts';
import { queryParams } from '@tools/server-core/http/validate.ts';
import { fakeProvider } from './fake-provider.ts';
import type { RelatedArticlesProvider } from './provider.ts';
import { relatedArticlesService } from './service.ts';
import { wikipediaProvider } from './wikipedia-provider.ts';

export interface RelatedArticlesDeps {
  identify: MiddlewareHandler<AppEnv>;
  config: RelatedArticlesConfig;
  /** Outgoing HTTP for the Wikipedia provider. */
  fetch: typeof globalThis.fetch;
  now?: () => number;
  /** Overrides the configured provider (tests). */
  provider?: RelatedArticlesProvider;
}

export function providerFromConfig(
  config: RelatedArticlesConfig,
  fetchFn: typeof globalThis.fetch,
): RelatedArticlesProvider {
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
  const provider = deps.provider ?? providerFromConfig(deps.config, deps.fetch);
  const service = relatedArticlesService(provider, deps.now);
  return new Hono<AppEnv>().get('/related-articles', deps.identify, queryParams(RelatedArticlesQuery), async (c) =>
    c.json({ articles: await service.find(c.req.valid('query').query, c.var.log) }),
  );
}
