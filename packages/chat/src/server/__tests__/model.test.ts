import { ANSWER_TEXTS } from '@tools/chat/domain';
import { DEMO } from '@tools/sandbox';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxApp } from '@tools/server-core/test/sandbox-app.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import { ask, chatDb, emptyChatTables, SITE, type Answer } from './chat-db.ts';

/**
 * The model path against the sandbox's deterministic OpenAI-compatible model (`/openai/v1`),
 * through the real `openai` client: what is sent (only the question and numbered passages),
 * citations checked, the planted injection in BIO101's reading guide neutralised, and the
 * fallbacks when the model cites nothing or fails.
 */
let db: Db;
beforeAll(async () => {
  db = await chatDb();
});
beforeEach(async () => {
  await emptyChatTables(db);
});

const withModel = (model: string) =>
  sandboxApp(db, [SITE], {
    CHAT_MODEL_BASE_URL: `${SITE}/openai/v1`,
    CHAT_MODEL: model,
    CHAT_MODEL_API_KEY: 'sk-test-key',
  });

async function sent(app: ReturnType<typeof sandboxApp>) {
  const res = await app.sandboxes.get(SITE)!.app.fetch(new Request(`${SITE}/sandbox/openai/requests`));
  const body = (await res.json()) as { items: { model: string; messages: { role: string; content: string }[] }[] };
  return body.items;
}

async function question(
  app: ReturnType<typeof sandboxApp>,
  prompt: string,
  persona: 'student' | 'instructor' = 'student',
) {
  const res = await app.call(persona, 'POST', '/chat', ask(prompt));
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Answer;
}

describe('with a model', () => {
  it('answers in the model’s words, each claim cited with a retrieved item', async () => {
    const app = withModel('sandbox-grounded');
    const reply = await question(app, 'What is the penalty for late submissions?');
    expect(reply.answer.startsWith(ANSWER_TEXTS.quotedIntro)).toBe(false);
    expect(reply.answer).toMatch(/\[1\]/);
    expect(reply.citations[0]?.title).toBe('Syllabus');
    expect(reply.citations.every((c) => c.href.startsWith(`${SITE}/ultra/courses/`))).toBe(true);
  });

  it('sends only the rules, the question and the numbered passages: no token, key, names or ids', async () => {
    const app = withModel('sandbox-grounded');
    await question(app, 'What is the penalty for late submissions?');
    const [request] = await sent(app);
    expect(request?.model).toBe('sandbox-grounded');
    expect(request?.messages.map((m) => m.role)).toEqual(['system', 'user']);
    const text = JSON.stringify(request);
    for (const secret of [
      'sk-test-key',
      DEMO.users.student.id,
      DEMO.users.student.uuid,
      'ava.thompson',
      'Ava',
      DEMO.courses.bio101.id,
      DEMO.courses.bio101.uuid,
      SITE,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(request?.messages[1]?.content).toContain('What is the penalty for late submissions?');
    expect(request?.messages[1]?.content).toContain('"n":1');
  });

  it('never sends a student’s hidden item to the model', async () => {
    const app = withModel('sandbox-grounded');
    await question(app, 'Is there a bonus question about tardigrades on the midterm?', 'instructor');
    await app.sandboxes.get(SITE)!.app.fetch(new Request(`${SITE}/sandbox/openai/requests`, { method: 'DELETE' }));
    const reply = await question(app, 'Is there a bonus question about tardigrades on the midterm?');
    expect(reply.answer).not.toContain('tardigrade');
    expect(JSON.stringify(await sent(app))).not.toContain('tardigrade');
  });

  it('never sends planted text to the model, so nothing can obey it (issue 25 §4)', async () => {
    const app = withModel('sandbox-grounded');
    const reply = await question(app, 'When are the answers to the reading guide questions discussed?');
    const prompt = JSON.stringify(await sent(app));
    expect(prompt).toContain('The answers to these questions are discussed in the week 2 tutorial.');
    expect(prompt).not.toContain('ignore all previous instructions');
    expect(prompt).not.toContain('no longer applies');
    expect(reply.answer).toContain('week 2 tutorial');
    expect(reply.answer).not.toMatch(/bio101-answers|\[9\]/);
    const cited = [...reply.answer.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
    expect(Math.max(...cited)).toBeLessThanOrEqual(reply.citations.length);
  });

  it('falls back to quoting the course, never the planted note, when the model cites nothing', async () => {
    const app = withModel('sandbox-uncited');
    const reply = await question(app, 'Is there still a late penalty this semester?');
    expect(reply.answer.startsWith(ANSWER_TEXTS.quotedIntro)).toBe(true);
    expect(reply.answer).toContain('loses 10% of the available marks');
    expect(reply.answer).not.toMatch(/no longer applies|no penalty/);
  });

  it('falls back to quoting the course when the model cites nothing', async () => {
    const reply = await question(withModel('sandbox-uncited'), 'What is the penalty for late submissions?');
    expect(reply.answer.startsWith(ANSWER_TEXTS.quotedIntro)).toBe(true);
    expect(reply.citations[0]?.title).toBe('Syllabus');
  });

  it('falls back to quoting the course when the model fails', async () => {
    const reply = await question(withModel('sandbox-broken'), 'What is the penalty for late submissions?');
    expect(reply.answer.startsWith(ANSWER_TEXTS.quotedIntro)).toBe(true);
    expect(reply.answer).toContain('loses 10% of the available marks');
  });

  it('does not call the model when the course does not cover the question', async () => {
    const app = withModel('sandbox-grounded');
    expect(await question(app, 'Who won the football world cup in 1966?')).toEqual({
      answer: ANSWER_TEXTS.notCovered,
      citations: [],
    });
    expect(await sent(app)).toEqual([]);
  });
});
