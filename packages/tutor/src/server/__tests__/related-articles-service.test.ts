import { describe, expect, it } from 'vitest';
import { createLogger } from '@tools/server-core/log.ts';
import { readSettings } from '@tools/server-core/test/settings.ts';
import { relatedArticlesConfig } from '../related-articles-config.ts';

const load = (env: Record<string, string>) =>
  readSettings(env, (s, problems) => relatedArticlesConfig(s.env, problems));
import { fakeProvider } from '../fake-provider.ts';
import type { RelatedArticlesProvider } from '../provider.ts';
import { ARTICLES_TTL_MS, FAILURE_TTL_MS, relatedArticlesService } from '../service.ts';
import { wikipediaProvider } from '../wikipedia-provider.ts';

const log = createLogger('error', () => undefined);
const article = (title: string) => ({ title, url: `https://en.wikipedia.org/wiki/${title}` });

function countingProvider(answer: (query: string) => Promise<{ title: string; url: string }[]>) {
  const calls: string[] = [];
  const provider: RelatedArticlesProvider = { name: 'counting', search: (query) => (calls.push(query), answer(query)) };
  return { provider, calls };
}

describe('relatedArticlesService', () => {
  it('caches by normalised query for 10 minutes', async () => {
    let now = 0;
    const { provider, calls } = countingProvider(async (q) => [article(q)]);
    const service = relatedArticlesService(provider, () => now);
    expect(await service.find('Cell biology', log)).toEqual([article('Cell biology')]);
    expect(await service.find('  cell   BIOLOGY ', log)).toEqual([article('Cell biology')]);
    expect(calls).toEqual(['Cell biology']);
    now += ARTICLES_TTL_MS;
    await service.find('cell biology', log);
    expect(calls).toHaveLength(2);
  });

  it('turns a failure into an empty list, remembered for 30 s only', async () => {
    let now = 0;
    let fail = true;
    const { provider, calls } = countingProvider(async (q) => {
      if (fail) throw new Error('upstream down');
      return [article(q)];
    });
    const service = relatedArticlesService(provider, () => now);
    expect(await service.find('Osmosis', log)).toEqual([]);
    expect(await service.find('Osmosis', log)).toEqual([]);
    expect(calls).toHaveLength(1);
    fail = false;
    now += FAILURE_TTL_MS;
    expect(await service.find('Osmosis', log)).toEqual([article('Osmosis')]);
  });

  it('shares one upstream call between concurrent identical queries and keeps at most 5 articles', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { provider, calls } = countingProvider(async () => {
      await gate;
      return Array.from({ length: 8 }, (_, i) => article(`A${i}`));
    });
    const service = relatedArticlesService(provider);
    const both = Promise.all([service.find('Genes', log), service.find('genes', log)]);
    release();
    const [a, b] = await both;
    expect(calls).toHaveLength(1);
    expect(a).toHaveLength(5);
    expect(b).toBe(a);
  });
});

describe('wikipediaProvider', () => {
  it('asks MediaWiki opensearch and keeps https article links', async () => {
    const seen: Request[] = [];
    const provider = wikipediaProvider({
      baseUrl: 'https://en.wikipedia.org',
      timeoutMs: 1000,
      userAgent: 'CourseTools-test',
      fetch: async (input, init) => {
        seen.push(new Request(input, init));
        return Response.json([
          'Cell',
          ['Cell (biology)', 'Cell theory', 'Bad'],
          ['', '', ''],
          [
            'https://en.wikipedia.org/wiki/Cell_(biology)',
            'https://en.wikipedia.org/wiki/Cell_theory',
            'javascript:alert(1)',
          ],
        ]);
      },
    });
    const articles = await provider.search('Cell', { limit: 5, signal: new AbortController().signal });
    expect(articles).toEqual([
      { title: 'Cell (biology)', url: 'https://en.wikipedia.org/wiki/Cell_(biology)' },
      { title: 'Cell theory', url: 'https://en.wikipedia.org/wiki/Cell_theory' },
    ]);
    const url = new URL(seen[0]!.url);
    expect(url.origin + url.pathname).toBe('https://en.wikipedia.org/w/api.php');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      action: 'opensearch',
      search: 'Cell',
      limit: '5',
      namespace: '0',
      format: 'json',
    });
    expect(seen[0]!.headers.get('api-user-agent')).toBe('CourseTools-test');
  });

  it('rejects on an error status, a malformed answer, or when the timeout passes', async () => {
    const make = (fetch: typeof globalThis.fetch, timeoutMs = 1000) =>
      wikipediaProvider({ baseUrl: 'https://en.wikipedia.org', timeoutMs, userAgent: 'x', fetch });
    const opts = { limit: 5, signal: new AbortController().signal };
    await expect(make(async () => new Response('busy', { status: 503 })).search('a', opts)).rejects.toThrow(
      'Wikipedia answered 503',
    );
    await expect(make(async () => Response.json({ nope: true })).search('a', opts)).rejects.toThrow();
    const hanging: typeof globalThis.fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)),
      );
    await expect(make(hanging, 100).search('a', opts)).rejects.toThrow(/timeout|aborted/i);
  });
});

describe('fakeProvider and config', () => {
  it('fake: a search link for the query; nothing for punctuation only', async () => {
    const signal = new AbortController().signal;
    expect(await fakeProvider().search('Lab Report 1', { limit: 5, signal })).toEqual([
      { title: 'Lab Report 1 – Wikipedia search', url: 'https://en.wikipedia.org/w/index.php?search=Lab+Report+1' },
    ]);
    expect(await fakeProvider().search('?!', { limit: 5, signal })).toEqual([]);
  });

  it('defaults to wikipedia, to fake under NODE_ENV=test, and names every bad value', () => {
    expect(load({})).toEqual({
      provider: 'wikipedia',
      wikipediaUrl: 'https://en.wikipedia.org',
      timeoutMs: 3000,
    });
    expect(load({ NODE_ENV: 'test' }).provider).toBe('fake');
    expect(load({ NODE_ENV: 'test', RELATED_ARTICLES_PROVIDER: 'wikipedia' }).provider).toBe('wikipedia');
    expect(() => load({ RELATED_ARTICLES_PROVIDER: 'bing', RELATED_ARTICLES_TIMEOUT_MS: '5s' })).toThrow(
      'Invalid configuration:\n  - RELATED_ARTICLES_PROVIDER: "bing" must be one of fake, wikipedia\n  - RELATED_ARTICLES_TIMEOUT_MS: "5s" must be an integer from 100 to 30000',
    );
  });
});
