import { envInt, httpOrigin, type Env } from '@tools/server-core/config-env.ts';

/** The related-articles lookup (CourseTutorTool), read from the environment by the tutor's server module. */
export interface RelatedArticlesConfig {
  // `fake` answers from a fixed list (tests, offline demos); `wikipedia` asks the configured origin.
  provider: 'fake' | 'wikipedia';
  wikipediaUrl: string;
  timeoutMs: number;
}
export const RELATED_ARTICLES_PROVIDERS = ['fake', 'wikipedia'] as const;

/** RELATED_ARTICLES_PROVIDER (default `wikipedia`, `fake` under NODE_ENV=test), _WIKIPEDIA_URL, _TIMEOUT_MS. */
export function relatedArticlesConfig(env: Env, problems: string[]): RelatedArticlesConfig {
  const provider = env.RELATED_ARTICLES_PROVIDER?.trim() || (env.NODE_ENV === 'test' ? 'fake' : 'wikipedia');
  if (!(RELATED_ARTICLES_PROVIDERS as readonly string[]).includes(provider))
    problems.push(`RELATED_ARTICLES_PROVIDER: "${provider}" must be one of ${RELATED_ARTICLES_PROVIDERS.join(', ')}`);
  const wikipediaUrl =
    httpOrigin(
      'RELATED_ARTICLES_WIKIPEDIA_URL',
      env.RELATED_ARTICLES_WIKIPEDIA_URL?.trim() || 'https://en.wikipedia.org',
      problems,
    ) ?? '';
  const timeoutMs = envInt(env, 'RELATED_ARTICLES_TIMEOUT_MS', 3000, 100, 30_000, problems);
  return { provider: provider as RelatedArticlesConfig['provider'], wikipediaUrl, timeoutMs };
}
