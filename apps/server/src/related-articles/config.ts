/** Settings of the related-articles endpoint, read once from the environment and validated. */
export interface RelatedArticlesConfig {
  provider: 'fake' | 'wikipedia';
  wikipediaUrl: string;
  timeoutMs: number;
}

export const PROVIDERS = ['fake', 'wikipedia'] as const;

/**
 * `RELATED_ARTICLES_PROVIDER=fake|wikipedia` (default: wikipedia, or fake when NODE_ENV=test),
 * `RELATED_ARTICLES_WIKIPEDIA_URL` (https://en.wikipedia.org), `RELATED_ARTICLES_TIMEOUT_MS` (3000).
 * Throws one error naming every bad value.
 */
export function relatedArticlesConfig(env: Record<string, string | undefined>): RelatedArticlesConfig {
  const problems: string[] = [];
  const rawProvider = env.RELATED_ARTICLES_PROVIDER?.trim() || (env.NODE_ENV === 'test' ? 'fake' : 'wikipedia');
  if (!(PROVIDERS as readonly string[]).includes(rawProvider))
    problems.push(`RELATED_ARTICLES_PROVIDER: "${rawProvider}" must be one of ${PROVIDERS.join(', ')}`);
  const wikipediaUrl = env.RELATED_ARTICLES_WIKIPEDIA_URL?.trim() || 'https://en.wikipedia.org';
  if (!/^https?:\/\/[^/]+/.test(wikipediaUrl))
    problems.push(`RELATED_ARTICLES_WIKIPEDIA_URL: "${wikipediaUrl}" is not an http(s) URL`);
  const rawTimeout = env.RELATED_ARTICLES_TIMEOUT_MS?.trim() || '3000';
  const timeoutMs = Number(rawTimeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 30_000)
    problems.push(`RELATED_ARTICLES_TIMEOUT_MS: "${rawTimeout}" must be an integer from 100 to 30000`);
  if (problems.length) throw new Error(`Invalid related-articles configuration: ${problems.join('; ')}`);
  return { provider: rawProvider as RelatedArticlesConfig['provider'], wikipediaUrl, timeoutMs };
}
