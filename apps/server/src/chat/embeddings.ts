import type { OpenAI } from 'openai';
import type { ChatEmbeddingsConfig } from './chat-config.ts';

/** Local servers (Ollama, vLLM, llama.cpp) take any key; the client insists on one. */
const NO_KEY = 'no-key';

/** An OpenAI-compatible embeddings endpoint: texts in, one vector per text out, in order. */
export interface ChatEmbeddings {
  /** The model name, stored with every vector so a change of model re-embeds. */
  readonly name: string;
  /**
   * One request. `passages` (a batch at index time) is retried once by the client; `question`
   * is not (someone is waiting, and the lexical answer is the fallback).
   */
  embed(texts: readonly string[], purpose: 'passages' | 'question'): Promise<number[][]>;
}

/** The endpoint answered, but not with one finite vector per input of one size. */
class EmbeddingShapeError extends Error {
  override name = 'EmbeddingShapeError';
}

function vectors(response: OpenAI.CreateEmbeddingResponse, count: number): number[][] {
  const out: (number[] | undefined)[] = new Array(count);
  for (const d of response.data ?? []) {
    if (Number.isInteger(d.index) && d.index >= 0 && d.index < count) out[d.index] = d.embedding;
  }
  const size = out[0]?.length ?? 0;
  if (size === 0 || !out.every((v) => Array.isArray(v) && v.length === size && v.every(Number.isFinite)))
    throw new EmbeddingShapeError(`expected ${count} vectors of one size`);
  return out as number[][];
}

/**
 * Embeddings through the `openai` client the chat model uses (imported on first use, so a server
 * without embeddings never loads it). Base URL and key come from the config only; `fetch` is the
 * server's. Vectors are asked for as floats: every OpenAI-compatible server supports that.
 */
export function openAiCompatibleEmbeddings(
  config: ChatEmbeddingsConfig,
  fetchFn: typeof globalThis.fetch,
): ChatEmbeddings {
  let client: Promise<OpenAI> | undefined;
  const open = () =>
    (client ??= import('openai').then(
      ({ OpenAI }) =>
        new OpenAI({
          baseURL: config.baseUrl,
          apiKey: config.apiKey ?? NO_KEY,
          fetch: fetchFn,
          timeout: config.timeoutMs,
          maxRetries: 1,
          // createApp also runs in the browser (Storybook, screen tests); the key is server config.
          dangerouslyAllowBrowser: true,
        }),
    ));
  return {
    name: config.model,
    async embed(texts, purpose) {
      const input = [...texts];
      const response = await (
        await open()
      ).embeddings.create(
        { model: config.model, input, encoding_format: 'float' },
        purpose === 'question' ? { maxRetries: 0 } : {},
      );
      return vectors(response, input.length);
    },
  };
}

/**
 * What may be logged about a failed embeddings call: the error's kind and HTTP status, never its
 * message (an OpenAI-compatible server may echo part of the key: "Incorrect API key provided: sk-…").
 */
export function embeddingFailure(error: unknown): { error: string; status?: number } {
  const name = error instanceof Error ? error.name : 'unknown';
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? { error: name, status } : { error: name };
}
