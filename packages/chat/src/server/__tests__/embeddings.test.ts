import { ANSWER_TEXTS, cosine, embeddingText } from '@tools/chat/domain';
import { DEMO, fakeEmbedding } from '@tools/sandbox';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxApp } from '@tools/server-core/test/sandbox-app.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import { ask, chatDb, emptyChatTables, SITE, type Answer } from './chat-db.ts';

/**
 * The hybrid search (issue 25 §2) against the sandbox's deterministic `/openai/v1/embeddings`,
 * through the real `openai` client: what it finds that the lexical search misses, what is
 * embedded and when, that a failing endpoint gives the lexical answer, and that neither hidden
 * nor planted text can be reached by being near the question.
 */
let db: Db;
beforeAll(async () => {
  db = await chatDb();
});
beforeEach(async () => {
  await emptyChatTables(db);
});

const KEY = 'sk-embed-secret-7f3a9c';
const CHEM = DEMO.courses.chem201.uuid;
const lexicalApp = () => sandboxApp(db, [SITE], { CHAT_VISIBILITY_TTL_SECONDS: '0' });
const hybridApp = (model = 'sandbox-embed') =>
  sandboxApp(
    db,
    [SITE],
    {
      CHAT_EMBEDDINGS_BASE_URL: `${SITE}/openai/v1`,
      CHAT_EMBEDDINGS_MODEL: model,
      CHAT_EMBEDDINGS_API_KEY: KEY,
      CHAT_EMBEDDINGS_TIMEOUT_MS: '1000',
      // Every question lists the course again, so each one refreshes (and embeds) the index.
      CHAT_VISIBILITY_TTL_SECONDS: '0',
    },
    { logLevel: 'warn' },
  );
type App = ReturnType<typeof sandboxApp>;

async function question(app: App, prompt: string, course?: string, persona: 'student' | 'instructor' = 'student') {
  const res = await app.call(persona, 'POST', '/chat', ask(prompt, course));
  expect(res.status, await res.clone().text()).toBe(200);
  const { answer, citations } = (await res.json()) as Answer;
  return { answer, citations };
}

async function sandboxCall(app: App, method: string, path: string, body?: unknown) {
  return app.sandboxes.get(SITE)!.app.fetch(
    new Request(`${SITE}${path}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
    }),
  );
}

async function embeddingRequests(app: App) {
  const res = await sandboxCall(app, 'GET', '/sandbox/openai/embedding-requests');
  return ((await res.json()) as { items: { model: string; inputs: number; authorization: boolean }[] }).items;
}

const passageRows = () =>
  db.query<{ body: string; flag_kind: string | null; embedding: number[] | null; embedding_model: string | null }>(
    'select body, flag_kind, embedding, embedding_model from chat_passages',
  );

describe('hybrid search with embeddings', () => {
  it('answers a paraphrase the lexical search gets wrong, citing the item that answers it', async () => {
    // eval/student-questions.json "chem-textbook": the book is named in the Course Outline.
    const prompt = 'Which book do we use for this course?';
    const lexical = await question(lexicalApp(), prompt, CHEM);
    expect(lexical.answer).not.toContain('Clayden');
    expect(lexical.citations[0]?.title).not.toBe('Course Outline');

    await emptyChatTables(db);
    const hybrid = await question(hybridApp(), prompt, CHEM);
    expect(hybrid.answer).toContain('Clayden');
    expect(hybrid.citations[0]?.title).toBe('Course Outline');
  });

  it('embeds every unflagged passage in batches with the model’s name, never a flagged one, and the question once', async () => {
    const app = hybridApp();
    await question(app, 'When are the labs?');
    const rows = await passageRows();
    const unflagged = rows.filter((r) => !r.flag_kind);
    expect(rows.some((r) => r.flag_kind)).toBe(true);
    for (const r of unflagged) {
      expect(r.embedding_model).toBe('sandbox-embed');
      expect(r.embedding).toHaveLength(256);
    }
    for (const r of rows.filter((x) => x.flag_kind)) expect([r.embedding, r.embedding_model]).toEqual([null, null]);
    const requests = await embeddingRequests(app);
    expect(requests.every((r) => r.model === 'sandbox-embed' && r.authorization)).toBe(true);
    // The passages (batches of at most 64), then the question alone.
    expect(requests.at(-1)?.inputs).toBe(1);
    expect(requests.slice(0, -1).every((r) => r.inputs <= 64)).toBe(true);
    expect(requests.slice(0, -1).reduce((sum, r) => sum + r.inputs, 0)).toBe(unflagged.length);
  });

  it('re-embeds nothing when the course is read again unchanged, only the changed passages of a changed item, and everything when the model changes', async () => {
    const first = hybridApp();
    await question(first, 'When are the labs?', undefined, 'instructor');
    const embedded = (await passageRows()).filter((r) => !r.flag_kind).length;
    await sandboxCall(first, 'DELETE', '/sandbox/openai/embedding-requests');

    // Every item read again from Learn: the same texts keep their vectors.
    const reindex = await first.call('instructor', 'POST', '/chat/reindex', { courseUuid: DEMO.courses.bio101.uuid });
    expect(reindex.status).toBe(200);
    await question(first, 'When are the labs?');
    expect((await embeddingRequests(first)).map((r) => r.inputs)).toEqual([1]);
    await sandboxCall(first, 'DELETE', '/sandbox/openai/embedding-requests');

    // The syllabus changes at its end: only its passages whose text changed are embedded again.
    const syllabusRows = () =>
      db.query<{ body: string }>('select body from chat_passages where content_id = $1 and flag_kind is null', [
        DEMO.bio101.contents.syllabus,
      ]);
    const before = new Set((await syllabusRows()).map((r) => r.body));
    const syllabus = first.sandboxes
      .get(SITE)!
      .state.store.data.contents.find((c) => c.id === DEMO.bio101.contents.syllabus)!;
    syllabus.body = `${syllabus.body}<p>Late work in week 13 is penalised 25% per day.</p>`;
    syllabus.modified = new Date(Date.parse(syllabus.modified ?? '2020-01-01') + 60_000).toISOString();
    await question(first, 'When are the labs?');
    const changed = (await syllabusRows()).filter((r) => !before.has(r.body)).length;
    expect(changed).toBeGreaterThan(0);
    expect(changed).toBeLessThan(before.size);
    expect((await embeddingRequests(first)).map((r) => r.inputs)).toEqual([changed, 1]);

    const second = hybridApp('sandbox-embed-v2');
    await question(second, 'When are the labs?', undefined, 'instructor');
    const requests = await embeddingRequests(second);
    expect(requests.every((r) => r.model === 'sandbox-embed-v2')).toBe(true);
    expect(requests.slice(0, -1).reduce((sum, r) => sum + r.inputs, 0)).toBe(embedded);
    const rows = (await passageRows()).filter((r) => !r.flag_kind);
    expect(rows.every((r) => r.embedding_model === 'sandbox-embed-v2')).toBe(true);
  });

  it('with the endpoint failing (500) answers exactly as the lexical search, logs no key, and backs off', async () => {
    const prompts = ['Which book do we use for this course?', 'When is the midterm test?'];
    const lexical = [];
    for (const p of prompts) lexical.push(await question(lexicalApp(), p, CHEM));

    await emptyChatTables(db);
    const app = hybridApp('sandbox-embed-broken');
    for (const [i, p] of prompts.entries()) expect(await question(app, p, CHEM)).toEqual(lexical[i]);
    // One failed batch (retried once by the client), then the course's back-off: no more requests.
    expect((await embeddingRequests(app)).length).toBeLessThanOrEqual(2);
    const warnings = app.errorLines.filter((l) => l.includes('chat embeddings failed'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ stage: 'passages', status: 500, model: 'sandbox-embed-broken' });
    expect(app.errorLines.join('\n')).not.toContain(KEY);
    expect((await passageRows()).every((r) => r.embedding === null)).toBe(true);
  });

  it('when the question cannot be embedded (timeout) answers exactly as the lexical search', async () => {
    const prompt = 'Which book do we use for this course?';
    const lexical = await question(lexicalApp(), prompt, CHEM);
    await emptyChatTables(db);
    const app = hybridApp();
    await question(app, 'When is the midterm test?', CHEM); // passages embedded
    await sandboxCall(app, 'POST', '/sandbox/faults', { path: '/openai/v1/embeddings', kind: 'hang' });
    expect(await question(app, prompt, CHEM)).toEqual(lexical);
    const warnings = app.errorLines.filter((l) => l.includes('chat embeddings failed'));
    expect(warnings.map((l) => (JSON.parse(l) as { stage: string }).stage)).toEqual(['question']);
    expect(app.errorLines.join('\n')).not.toContain(KEY);
  });

  it('never answers from a hidden passage, even when it is the nearest vector', async () => {
    const prompt = 'Is there a bonus question about tardigrades on the midterm?';
    const app = hybridApp();
    // Course staff see the hidden item: it is indexed and embedded.
    const staff = await question(app, prompt, undefined, 'instructor');
    expect(staff.citations[0]?.title).toBe('Instructor notes (hidden)');
    const rows = await db.query<{ item_title: string; embedding: number[] }>(
      'select item_title, embedding from chat_passages where flag_kind is null and embedding is not null',
    );
    const q = fakeEmbedding(prompt, 'sandbox-embed');
    const nearest = rows.toSorted((a, b) => cosine(b.embedding, q) - cosine(a.embedding, q))[0];
    expect(nearest?.item_title).toBe('Instructor notes (hidden)');

    expect(await question(app, prompt)).toEqual({ answer: ANSWER_TEXTS.notCovered, citations: [] });
  });

  it('never quotes a planted passage, even asked in its own words', async () => {
    const app = hybridApp();
    await question(app, 'When are the labs?');
    const planted = (await passageRows()).filter((r) => r.flag_kind);
    expect(planted.length).toBeGreaterThan(0);
    for (const p of planted) {
      const reply = await question(app, p.body.slice(0, 300));
      expect(reply.answer).not.toContain(p.body.slice(0, 60));
    }
    // The vector a planted passage would have is never asked for.
    const inputs = (await embeddingRequests(app)).filter((r) => r.inputs > 1);
    const unflagged = (await passageRows()).filter((r) => !r.flag_kind).length;
    expect(inputs.reduce((sum, r) => sum + r.inputs, 0)).toBe(unflagged);
  });
});

describe('embedding text', () => {
  it('is where the passage sits and what it says', () => {
    expect(embeddingText({ itemTitle: 'Syllabus', fileName: null, headingPath: ['Labs'], text: 'Wednesdays.' })).toBe(
      'Syllabus › Labs\nWednesdays.',
    );
  });
});
