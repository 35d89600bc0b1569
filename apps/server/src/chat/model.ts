import type { ModelMessage } from '@tools/chat/domain';
import type { OpenAI } from 'openai';
import type { ChatModelConfig } from './chat-config.ts';

/** An OpenAI-compatible chat model: messages in, the answer's text out (null when it gave none). */
export interface ChatModel {
  readonly name: string;
  complete(messages: readonly ModelMessage[]): Promise<string | null>;
}

/** Local servers (Ollama, vLLM, llama.cpp) take any key; the client insists on one. */
const NO_KEY = 'no-key';

/**
 * The model through the maintained `openai` client (v6: runs on Node 20), imported on first use
 * so a server without a model never loads it. Base URL and key come from the config only (the
 * client's own OPENAI_* environment fallbacks are never reached); `fetch` is the server's.
 */
export function openAiCompatibleModel(config: ChatModelConfig, fetchFn: typeof globalThis.fetch): ChatModel {
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
    async complete(messages) {
      const completion = await (
        await open()
      ).chat.completions.create({
        model: config.model,
        messages: messages.map((m) => ({ role: m.role, content: m.content })),
        temperature: 0,
        max_tokens: 600,
      });
      return completion.choices[0]?.message?.content ?? null;
    },
  };
}
