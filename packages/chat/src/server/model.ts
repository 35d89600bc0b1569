import type { ModelMessage } from '@tools/chat/domain';
import type { ChatModelConfig } from './chat-config.ts';
import { lazyOpenAi } from './openai-client.ts';

/** An OpenAI-compatible chat model: messages in, the answer's text out (null when it gave none). */
export interface ChatModel {
  readonly name: string;
  complete(messages: readonly ModelMessage[]): Promise<string | null>;
}

/** The model through the shared lazily loaded `openai` client (openai-client.ts). */
export function openAiCompatibleModel(config: ChatModelConfig, fetchFn: typeof globalThis.fetch): ChatModel {
  const open = lazyOpenAi(config, fetchFn);
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
