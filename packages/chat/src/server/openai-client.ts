import type { OpenAI } from 'openai';

/** Local servers (Ollama, vLLM, llama.cpp) take any key; the client insists on one. */
const NO_KEY = 'no-key';

/** What both the chat model and the embeddings endpoint are configured with. */
export interface OpenAiEndpoint {
  baseUrl: string;
  apiKey: string | null;
  timeoutMs: number;
}

/**
 * The maintained `openai` client (v6: runs on Node 20) for one OpenAI-compatible endpoint, imported on
 * first use so a server that never calls it never loads it. Base URL and key come from the config only
 * (the client's own OPENAI_* environment fallbacks are never reached); `fetch` is the server's.
 */
export function lazyOpenAi(endpoint: OpenAiEndpoint, fetchFn: typeof globalThis.fetch): () => Promise<OpenAI> {
  let client: Promise<OpenAI> | undefined;
  return () =>
    (client ??= import('openai').then(
      ({ OpenAI }) =>
        new OpenAI({
          baseURL: endpoint.baseUrl,
          apiKey: endpoint.apiKey ?? NO_KEY,
          fetch: fetchFn,
          timeout: endpoint.timeoutMs,
          maxRetries: 1,
          // createApp also runs in the browser (Storybook, screen tests); the key is server config.
          dangerouslyAllowBrowser: true,
        }),
    ));
}
