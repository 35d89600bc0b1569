import { envInt as int, type Env } from '@tools/server-core/config-env.ts';

/** The course assistant's settings (read from the environment by `loadConfig` only). */
export interface ChatConfig {
  /** An OpenAI-compatible chat-completions endpoint; null: answers quote the course (the default). */
  model: ChatModelConfig | null;
  /** An OpenAI-compatible `/embeddings` endpoint for the hybrid search; null: lexical search only (the default). */
  embeddings: ChatEmbeddingsConfig | null;
  /** Questions one user may ask in `rateWindowSeconds` (on this Learn site, all courses together). */
  rateLimit: number;
  rateWindowSeconds: number;
  /** How long a user's list of visible items is reused before Learn is asked again (0: every question). */
  visibilityTtlSeconds: number;
  /** Days questions and answers are kept in `chat_audit`; 0 (the default): prompts are not stored. */
  auditLogDays: number;
}

export interface ChatModelConfig {
  /** e.g. `https://api.openai.com/v1`, `http://localhost:11434/v1` (Ollama). */
  baseUrl: string;
  model: string;
  /** Sent as the bearer key; local servers usually need none. Never leaves the server otherwise. */
  apiKey: string | null;
  timeoutMs: number;
}

export interface ChatEmbeddingsConfig {
  /** e.g. `https://api.openai.com/v1`, `http://localhost:11434/v1` (Ollama); `/embeddings` is added. */
  baseUrl: string;
  /** Recorded with every stored vector: another model re-embeds the course. */
  model: string;
  /** Sent as the bearer key only; never logged or stored. */
  apiKey: string | null;
  /** Per request (a batch of passages, or the question). */
  timeoutMs: number;
}

/**
 * An OpenAI-compatible endpoint from `{PREFIX}_BASE_URL`, the model name from `modelVar` and
 * `{PREFIX}_API_KEY`: both the chat model and the embeddings are configured this way.
 */
function endpoint(env: Env, prefix: string, modelVar: string, timeoutMs: number, problems: string[]) {
  const baseUrl = env[`${prefix}_BASE_URL`]?.trim();
  const name = env[modelVar]?.trim();
  if (!baseUrl) {
    if (name) problems.push(`${modelVar}: needs ${prefix}_BASE_URL (the OpenAI-compatible endpoint)`);
    return null;
  }
  let url: URL | null = null;
  try {
    url = new URL(baseUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') url = null;
  } catch {
    url = null;
  }
  if (!url) problems.push(`${prefix}_BASE_URL: "${baseUrl}" is not an http(s) URL`);
  if (!name) problems.push(`${modelVar}: is required when ${prefix}_BASE_URL is set`);
  if (!url || !name) return null;
  return {
    baseUrl: url.toString().replace(/\/+$/, ''),
    model: name,
    apiKey: env[`${prefix}_API_KEY`]?.trim() || null,
    timeoutMs,
  };
}

function model(env: Env, problems: string[]): ChatModelConfig | null {
  const timeoutMs = int(env, 'CHAT_MODEL_TIMEOUT_MS', 20_000, 1000, 120_000, problems);
  return endpoint(env, 'CHAT_MODEL', 'CHAT_MODEL', timeoutMs, problems);
}

function embeddings(env: Env, problems: string[]): ChatEmbeddingsConfig | null {
  const timeoutMs = int(env, 'CHAT_EMBEDDINGS_TIMEOUT_MS', 10_000, 1000, 120_000, problems);
  return endpoint(env, 'CHAT_EMBEDDINGS', 'CHAT_EMBEDDINGS_MODEL', timeoutMs, problems);
}

export function chatConfig(env: Env, problems: string[]): ChatConfig {
  return {
    model: model(env, problems),
    embeddings: embeddings(env, problems),
    rateLimit: int(env, 'CHAT_RATE_LIMIT', 20, 1, 100_000, problems),
    rateWindowSeconds: int(env, 'CHAT_RATE_WINDOW_SECONDS', 300, 1, 86_400, problems),
    visibilityTtlSeconds: int(env, 'CHAT_VISIBILITY_TTL_SECONDS', 120, 0, 3600, problems),
    auditLogDays: int(env, 'CHAT_AUDIT_LOG_DAYS', 0, 0, 3650, problems),
  };
}
