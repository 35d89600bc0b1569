import { describe, expect, it } from 'vitest';
import { ConfigError } from '@tools/server-core/config.ts';
import { readSettings } from '@tools/server-core/test/settings.ts';
import { chatConfig } from '../chat-config.ts';

const load = (env: Record<string, string>) => readSettings(env, (s, problems) => chatConfig(s.env, problems));
const problems = (env: Record<string, string>) => {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('chat configuration', () => {
  it('has no model, 20 questions per 5 minutes, a 2-minute visibility cache and no audit log by default', () => {
    expect(load({})).toEqual({
      model: null,
      embeddings: null,
      rateLimit: 20,
      rateWindowSeconds: 300,
      visibilityTtlSeconds: 120,
      auditLogDays: 0,
    });
  });

  it('reads an OpenAI-compatible endpoint', () => {
    expect(
      load({
        CHAT_MODEL_BASE_URL: 'http://localhost:11434/v1/',
        CHAT_MODEL: 'llama3.1',
        CHAT_MODEL_TIMEOUT_MS: '30000',
      }).model,
    ).toEqual({ baseUrl: 'http://localhost:11434/v1', model: 'llama3.1', apiKey: null, timeoutMs: 30000 });
  });

  it('reads an OpenAI-compatible embeddings endpoint, like the model’s', () => {
    expect(
      load({
        CHAT_EMBEDDINGS_BASE_URL: 'https://api.openai.com/v1/',
        CHAT_EMBEDDINGS_MODEL: 'text-embedding-3-small',
        CHAT_EMBEDDINGS_API_KEY: ' sk-abc ',
      }).embeddings,
    ).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      model: 'text-embedding-3-small',
      apiKey: 'sk-abc',
      timeoutMs: 10000,
    });
    expect(problems({ CHAT_EMBEDDINGS_BASE_URL: 'localhost:11434', CHAT_EMBEDDINGS_TIMEOUT_MS: '500' })).toEqual([
      'CHAT_EMBEDDINGS_TIMEOUT_MS: "500" must be an integer from 1000 to 120000',
      'CHAT_EMBEDDINGS_BASE_URL: "localhost:11434" is not an http(s) URL',
      'CHAT_EMBEDDINGS_MODEL: is required when CHAT_EMBEDDINGS_BASE_URL is set',
    ]);
    expect(problems({ CHAT_EMBEDDINGS_MODEL: 'nomic-embed-text' })).toEqual([
      'CHAT_EMBEDDINGS_MODEL: needs CHAT_EMBEDDINGS_BASE_URL (the OpenAI-compatible endpoint)',
    ]);
  });

  it('reports every bad value', () => {
    expect(
      problems({
        CHAT_MODEL_BASE_URL: 'ftp://models',
        CHAT_RATE_LIMIT: '0',
        CHAT_VISIBILITY_TTL_SECONDS: 'soon',
        CHAT_AUDIT_LOG_DAYS: '-1',
      }),
    ).toEqual([
      'CHAT_MODEL_BASE_URL: "ftp://models" is not an http(s) URL',
      'CHAT_MODEL: is required when CHAT_MODEL_BASE_URL is set',
      'CHAT_RATE_LIMIT: "0" must be an integer from 1 to 100000',
      'CHAT_VISIBILITY_TTL_SECONDS: "soon" must be an integer from 0 to 3600',
      'CHAT_AUDIT_LOG_DAYS: "-1" must be an integer from 0 to 3650',
    ]);
    expect(problems({ CHAT_MODEL: 'gpt-4o-mini' })).toEqual([
      'CHAT_MODEL: needs CHAT_MODEL_BASE_URL (the OpenAI-compatible endpoint)',
    ]);
  });
});
