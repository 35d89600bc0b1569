import type { Context, Hono } from 'hono';
import type { SandboxState } from '../state/state.ts';
import { base64Embedding, fakeEmbedding } from './fake-embeddings.ts';
import { answerFromPrompt, parsePrompt, textOf, type IncomingMessage } from './fake-model.ts';

/**
 * Models the fake serves. One grounded model, plus two that misbehave on purpose so a client's
 * fallbacks can be tested: one never cites, one always fails with a server error.
 */
export const FAKE_MODELS = {
  grounded: 'sandbox-grounded',
  uncited: 'sandbox-uncited',
  broken: 'sandbox-broken',
} as const;
const MODEL_IDS: readonly string[] = Object.values(FAKE_MODELS);
/**
 * Embedding models (`POST /openai/v1/embeddings`): two that work (each its own vector space, so a
 * change of model can be tested), one that always fails with a server error.
 */
export const FAKE_EMBEDDING_MODELS = {
  hashed: 'sandbox-embed',
  hashedV2: 'sandbox-embed-v2',
  broken: 'sandbox-embed-broken',
} as const;
const EMBEDDING_MODEL_IDS: readonly string[] = Object.values(FAKE_EMBEDDING_MODELS);
/** OpenAI's own limit on inputs per embeddings request. */
const MAX_EMBEDDING_INPUTS = 2048;

interface LoggedEmbedding {
  at: string;
  model: string;
  inputs: number;
  encodingFormat: string;
  authorization: boolean;
}
const OWNER = 'course-tools-sandbox';
const LOG_LIMIT = 50;

interface LoggedCompletion {
  at: string;
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
  authorization: boolean;
}

/** The OpenAI error body: `{ error: { message, type, param, code } }`. */
function apiError(c: Context, status: 400 | 404 | 500, message: string, param: string | null, code: string | null) {
  const type = status === 500 ? 'server_error' : 'invalid_request_error';
  return c.json({ error: { message, type, param, code } }, status);
}

/** Rough but stable token counts (about four characters a token). */
const tokens = (text: string) => Math.ceil(text.length / 4);

/** Stable id for identical requests (FNV-1a over the body text), like `chatcmpl-…`. */
function completionId(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `chatcmpl-sandbox${h.toString(16).padStart(8, '0')}`;
}

function isMessage(m: unknown): m is IncomingMessage {
  if (!m || typeof m !== 'object') return false;
  const { role, content } = m as { role?: unknown; content?: unknown };
  return typeof role === 'string' && (typeof content === 'string' || Array.isArray(content) || content === null);
}

/**
 * An OpenAI-compatible chat-completions endpoint (`/openai/v1`), deterministic and offline, for
 * the course assistant's model path: `GET /openai/v1/models`, `POST /openai/v1/chat/completions`
 * (plain JSON or `stream: true` server-sent events), `POST /openai/v1/embeddings` (hashed
 * features, fake-embeddings.ts). `GET|DELETE /sandbox/openai/requests` (and `…/embedding-requests`)
 * show what clients sent, so tests can check that no token or name left the server.
 */
export function registerFakeModel(app: Hono, state: SandboxState): void {
  const log: LoggedCompletion[] = [];
  const created = () => Math.floor(state.clock() / 1000);

  app.get('/openai/v1/models', (c) =>
    c.json({
      object: 'list',
      data: [...MODEL_IDS, ...EMBEDDING_MODEL_IDS].map((id) => ({
        id,
        object: 'model',
        created: 1_767_225_600,
        owned_by: OWNER,
      })),
    }),
  );

  app.post('/openai/v1/chat/completions', async (c) => {
    const raw = await c.req.text();
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return apiError(c, 400, 'We could not parse the JSON body of your request.', null, null);
    }
    const { model, messages, stream } = body;
    if (typeof model !== 'string' || !model)
      return apiError(c, 400, 'you must provide a model parameter', 'model', null);
    if (!Array.isArray(messages) || messages.length === 0 || !messages.every(isMessage))
      return apiError(c, 400, "Invalid 'messages': expected a non-empty array of {role, content}.", 'messages', null);
    if (!MODEL_IDS.includes(model))
      return apiError(
        c,
        404,
        `The model \`${model}\` does not exist or you do not have access to it.`,
        null,
        'model_not_found',
      );
    log.push({
      at: new Date(state.clock()).toISOString(),
      model,
      stream: stream === true,
      messages: messages.map((m) => ({ role: m.role, content: textOf(m) })),
      authorization: !!c.req.header('authorization'),
    });
    if (log.length > LOG_LIMIT) log.shift();
    if (model === FAKE_MODELS.broken) return apiError(c, 500, 'The sandbox model failed (on purpose).', null, null);

    let content = answerFromPrompt(parsePrompt(messages), { cite: model !== FAKE_MODELS.uncited });
    const limit = Number(body.max_completion_tokens ?? body.max_tokens);
    const cut = Number.isInteger(limit) && limit > 0 && tokens(content) > limit;
    if (cut) content = content.slice(0, limit * 4);
    const finish = cut ? 'length' : 'stop';
    const usage = {
      prompt_tokens: tokens(messages.map((m) => textOf(m)).join('\n')),
      completion_tokens: tokens(content),
      total_tokens: 0,
    };
    usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;
    const head = { id: completionId(raw), created: created(), model, system_fingerprint: 'fp_sandbox' };

    if (stream !== true) {
      return c.json({
        ...head,
        object: 'chat.completion',
        choices: [
          { index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: finish },
        ],
        usage,
      });
    }
    // Server-sent events, all at once (the fake has nothing to wait for): role, content pieces, finish, [usage], [DONE].
    const chunk = (delta: object, finishReason: string | null) => ({
      ...head,
      object: 'chat.completion.chunk',
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    });
    const pieces = content.match(/\S+\s*/g) ?? [];
    const events: object[] = [
      chunk({ role: 'assistant', content: '' }, null),
      ...pieces.map((piece) => chunk({ content: piece }, null)),
      chunk({}, finish),
    ];
    const options = body.stream_options as { include_usage?: unknown } | undefined;
    if (options?.include_usage === true) events.push({ ...head, object: 'chat.completion.chunk', choices: [], usage });
    const text = `${events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('')}data: [DONE]\n\n`;
    return c.body(text, 200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' });
  });

  const embeddingLog: LoggedEmbedding[] = [];
  app.post('/openai/v1/embeddings', async (c) => {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await c.req.text()) as Record<string, unknown>;
    } catch {
      return apiError(c, 400, 'We could not parse the JSON body of your request.', null, null);
    }
    const { model, input } = body;
    const format = body.encoding_format ?? 'float';
    if (typeof model !== 'string' || !model)
      return apiError(c, 400, 'you must provide a model parameter', 'model', null);
    const inputs = typeof input === 'string' ? [input] : input;
    if (
      !Array.isArray(inputs) ||
      inputs.length === 0 ||
      inputs.length > MAX_EMBEDDING_INPUTS ||
      !inputs.every((x) => typeof x === 'string' && x.length > 0)
    )
      return apiError(
        c,
        400,
        `Invalid 'input': expected a non-empty string or 1 to ${MAX_EMBEDDING_INPUTS} non-empty strings.`,
        'input',
        null,
      );
    if (format !== 'float' && format !== 'base64')
      return apiError(c, 400, "Invalid 'encoding_format': expected 'float' or 'base64'.", 'encoding_format', null);
    if (!EMBEDDING_MODEL_IDS.includes(model))
      return apiError(
        c,
        404,
        `The model \`${model}\` does not exist or you do not have access to it.`,
        null,
        'model_not_found',
      );
    embeddingLog.push({
      at: new Date(state.clock()).toISOString(),
      model,
      inputs: inputs.length,
      encodingFormat: format,
      authorization: !!c.req.header('authorization'),
    });
    if (embeddingLog.length > LOG_LIMIT) embeddingLog.shift();
    if (model === FAKE_EMBEDDING_MODELS.broken)
      return apiError(c, 500, 'The sandbox embedding model failed (on purpose).', null, null);
    const texts = inputs as string[];
    const promptTokens = texts.reduce((sum, text) => sum + tokens(text), 0);
    return c.json({
      object: 'list',
      data: texts.map((text, index) => {
        const vector = fakeEmbedding(text, model);
        return { object: 'embedding', index, embedding: format === 'base64' ? base64Embedding(vector) : vector };
      }),
      model,
      usage: { prompt_tokens: promptTokens, total_tokens: promptTokens },
    });
  });

  app.get('/sandbox/openai/requests', (c) => c.json({ items: log }));
  app.get('/sandbox/openai/embedding-requests', (c) => c.json({ items: embeddingLog }));
  app.delete('/sandbox/openai/embedding-requests', (c) => {
    embeddingLog.length = 0;
    return c.body(null, 204);
  });
  app.delete('/sandbox/openai/requests', (c) => {
    log.length = 0;
    return c.body(null, 204);
  });
}
