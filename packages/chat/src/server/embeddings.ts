import type { OpenAI } from 'openai';
import type { ChatEmbeddingsConfig } from './chat-config.ts';
import { lazyOpenAi } from './openai-client.ts';

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
 * Embeddings through the same lazily loaded `openai` client as the chat model (openai-client.ts).
 * Vectors are asked for as floats: every OpenAI-compatible server supports that.
 */
export function openAiCompatibleEmbeddings(
  config: ChatEmbeddingsConfig,
  fetchFn: typeof globalThis.fetch,
): ChatEmbeddings {
  const open = lazyOpenAi(config, fetchFn);
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
