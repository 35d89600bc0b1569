import { envInt as int, type Env } from '../config-env.ts';

/** The course assistant's settings (read from the environment by `loadConfig` only). */
export interface ChatConfig {
  /** An OpenAI-compatible chat-completions endpoint; null: answers quote the course (the default). */
  model: ChatModelConfig | null;
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

function model(env: Env, problems: string[]): ChatModelConfig | null {
  const baseUrl = env.CHAT_MODEL_BASE_URL?.trim();
  const name = env.CHAT_MODEL?.trim();
  const timeoutMs = int(env, 'CHAT_MODEL_TIMEOUT_MS', 20_000, 1000, 120_000, problems);
  if (!baseUrl) {
    if (name) problems.push('CHAT_MODEL: needs CHAT_MODEL_BASE_URL (the OpenAI-compatible endpoint)');
    return null;
  }
  let url: URL | null = null;
  try {
    url = new URL(baseUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') url = null;
  } catch {
    url = null;
  }
  if (!url) problems.push(`CHAT_MODEL_BASE_URL: "${baseUrl}" is not an http(s) URL`);
  if (!name) problems.push('CHAT_MODEL: is required when CHAT_MODEL_BASE_URL is set');
  if (!url || !name) return null;
  return {
    baseUrl: url.toString().replace(/\/+$/, ''),
    model: name,
    apiKey: env.CHAT_MODEL_API_KEY?.trim() || null,
    timeoutMs,
  };
}

export function chatConfig(env: Env, problems: string[]): ChatConfig {
  return {
    model: model(env, problems),
    rateLimit: int(env, 'CHAT_RATE_LIMIT', 20, 1, 100_000, problems),
    rateWindowSeconds: int(env, 'CHAT_RATE_WINDOW_SECONDS', 300, 1, 86_400, problems),
    visibilityTtlSeconds: int(env, 'CHAT_VISIBILITY_TTL_SECONDS', 120, 0, 3600, problems),
    auditLogDays: int(env, 'CHAT_AUDIT_LOG_DAYS', 0, 0, 3650, problems),
  };
}
