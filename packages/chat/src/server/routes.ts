import * as chat from '../contracts.ts';
import { NO_LEXICON, type Lexicon } from '@tools/chat/domain';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { serviceContext, type DomainDeps } from '@tools/server-core/context.ts';
import type { AppEnv } from '@tools/server-core/http/env.ts';
import { jsonBody } from '@tools/server-core/http/validate.ts';
import type { ChatConfig } from './chat-config.ts';
import { openAiCompatibleEmbeddings } from './embeddings.ts';
import { openAiCompatibleModel } from './model.ts';
import * as service from './service.ts';

export interface ChatDeps extends DomainDeps {
  config: ChatConfig;
  /** Outgoing HTTP: Learn (content, with the caller's token), the model and embeddings endpoints. */
  fetch: typeof globalThis.fetch;
  /** Synonyms and known words for the search (main.ts: WordNet); none: the glossary alone. */
  lexicon?: Lexicon;
}

/** POST /chat (spec 002 §7), POST /chat/reindex and POST /chat/flagged. Who may call what is said in service.ts. */
export function chatRoutes(deps: ChatDeps) {
  const { identify } = deps;
  const model = deps.config.model ? openAiCompatibleModel(deps.config.model, deps.fetch) : null;
  const embeddings = deps.config.embeddings ? openAiCompatibleEmbeddings(deps.config.embeddings, deps.fetch) : null;
  const ctx = (c: Context<AppEnv>): service.ChatContext => ({
    ...serviceContext(c, deps),
    config: deps.config,
    model,
    embeddings,
    fetch: deps.fetch,
    lexicon: deps.lexicon ?? NO_LEXICON,
  });
  // Counted before any Learn request, so a flood costs the database, not the Learn quota.
  const rateLimit = createMiddleware<AppEnv>(async (c, next) => {
    const wait = await service.rateLimit(ctx(c));
    if (wait !== null) {
      return c.json({ message: service.rateLimitedMessage(wait) }, 429, { 'Retry-After': String(wait) });
    }
    await next();
  });
  return (
    new Hono<AppEnv>()
      // A question needs who asks and their role in the course, not their institution roles (identity/trust.ts).
      .post('/chat', identify, rateLimit, jsonBody(chat.ChatRequest), async (c) =>
        c.json(await service.ask(ctx(c), c.req.valid('json'))),
      )
      .post('/chat/reindex', identify, rateLimit, jsonBody(chat.ChatReindexRequest), async (c) =>
        c.json(await service.reindex(ctx(c), c.req.valid('json'))),
      )
      .post('/chat/flagged', identify, jsonBody(chat.ChatFlaggedRequest), async (c) =>
        c.json(await service.flagged(ctx(c), c.req.valid('json'))),
      )
  );
}
