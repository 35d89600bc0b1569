import { DEMO } from '@tools/sandbox';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxApp } from '@tools/server-core/test/sandbox-app.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import { ask, BIO, chatDb, emptyChatTables, SITE, type Answer } from './chat-db.ts';

/**
 * Index freshness and Learn requests: built on the first question, reused (no content listing)
 * while the caller's visible list is fresh, refreshed by `modified` dates (only changed items
 * are read again), deleted items dropped, and the staff re-index.
 */
const C = DEMO.bio101.contents;
const CONTENT_ROUTES = /contents|attachments/;
let db: Db;
beforeAll(async () => {
  db = await chatDb();
});
beforeEach(async () => {
  await emptyChatTables(db);
});

function contentRequests(app: ReturnType<typeof sandboxApp>, from: number) {
  return app.sandboxes
    .get(SITE)!
    .state.requestLog.items.slice(from)
    .filter((r) => CONTENT_ROUTES.test(r.route));
}
const mark = (app: ReturnType<typeof sandboxApp>) => app.sandboxes.get(SITE)!.state.requestLog.items.length;
const contents = (app: ReturnType<typeof sandboxApp>) => app.sandboxes.get(SITE)!.state.store.data.contents;

async function question(
  app: ReturnType<typeof sandboxApp>,
  prompt: string,
  persona: 'student' | 'instructor' = 'student',
) {
  const res = await app.call(persona, 'POST', '/chat', ask(prompt));
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Answer;
}

describe('index freshness', () => {
  it('builds on the first question, then answers from the database while the visible list is fresh', async () => {
    const app = sandboxApp(db);
    const start = mark(app);
    await question(app, 'What is the penalty for late submissions?');
    const build = contentRequests(app, start);
    // One recursive listing (one page), plus one request per test and per readable attachment.
    expect(build.filter((r) => r.query.recursive === 'true')).toHaveLength(1);
    expect(build.length).toBeLessThan(20);
    const again = mark(app);
    await question(app, 'How many minutes do I have for Quiz 1?');
    expect(contentRequests(app, again)).toEqual([]);
  });

  it('keeps visible lists only while they can be used', async () => {
    const app = sandboxApp(db);
    await question(app, 'What is the penalty for late submissions?');
    await db.query("update chat_visibility set fetched_at = fetched_at - interval '1 hour'");
    await question(app, 'What is the penalty for late submissions?', 'instructor');
    // The student's expired list went when the instructor's fresh one was stored.
    const rows = await db.query<{ user_id: string }>('select user_id from chat_visibility');
    expect(rows.map((r) => r.user_id)).toEqual([DEMO.users.instructor.id]);
  });

  it('reads the course from Learn once when two first questions arrive together (the build lease)', async () => {
    const app = sandboxApp(db);
    const start = mark(app);
    const replies = await Promise.all([
      question(app, 'What is the penalty for late submissions?'),
      question(app, 'What is the penalty for late submissions?', 'instructor'),
    ]);
    expect(replies.map((r) => r.citations[0]?.title)).toEqual(['Syllabus', 'Syllabus']);
    const requests = contentRequests(app, start);
    // Each user lists the course once (their own visibility); every item is read by one build only.
    expect(requests.filter((r) => r.route.endsWith('/contents'))).toHaveLength(2);
    const reads = requests.filter((r) => !r.route.endsWith('/contents')).map((r) => r.path);
    expect(reads.length).toBeGreaterThan(0);
    expect(new Set(reads).size).toBe(reads.length);
    expect(await db.query('select building_until from chat_courses')).toEqual([{ building_until: null }]);
  });

  it('reads again only the items whose modified date changed', async () => {
    const app = sandboxApp(db, [SITE], { CHAT_VISIBILITY_TTL_SECONDS: '0' });
    await question(app, 'What is the penalty for late submissions?');
    const quiet = mark(app);
    await question(app, 'What is the penalty for late submissions?');
    // Nothing changed: the listing only.
    expect(contentRequests(app, quiet).map((r) => r.route)).toEqual([
      'GET /learn/api/public/v1/courses/{courseId}/contents',
    ]);

    const syllabus = contents(app).find((c) => c.id === C.syllabus)!;
    syllabus.body = `${syllabus.body}<p>Late work in week 13 is penalised 25% per day.</p>`;
    syllabus.modified = new Date(Date.parse(syllabus.modified ?? '2020-01-01') + 60_000).toISOString();
    const changed = mark(app);
    const reply = await question(app, 'How much is late work in week 13 penalised?');
    expect(reply.answer).toContain('Late work in week 13 is penalised 25% per day.');
    // The listing, then the syllabus's attachments (its lab manual) and nothing else.
    expect(
      contentRequests(app, changed)
        .map((r) => r.path)
        .filter((p) => !p.endsWith('/contents')),
    ).toEqual([
      expect.stringContaining(`/contents/${C.syllabus}/attachments`),
      expect.stringContaining(`/contents/${C.syllabus}/attachments/`),
    ]);
  });

  it('drops items deleted in Learn when course staff list the course', async () => {
    const app = sandboxApp(db, [SITE], { CHAT_VISIBILITY_TTL_SECONDS: '0' });
    await question(app, 'Is there a bonus question about tardigrades on the midterm?', 'instructor');
    const data = app.sandboxes.get(SITE)!.state.store.data;
    data.contents = data.contents.filter((c) => c.id !== C.instructorNotes);
    const reply = await question(app, 'Is there a bonus question about tardigrades on the midterm?', 'instructor');
    expect(reply.citations.map((c) => c.title)).not.toContain('Instructor notes (hidden)');
    const rows = await db.query('select 1 from chat_passages where content_id = $1', [C.instructorNotes]);
    expect(rows).toEqual([]);
  });
});

describe('POST /chat/reindex', () => {
  it('reads the whole course again and reports items, files and Learn requests', async () => {
    const app = sandboxApp(db);
    await question(app, 'What is the penalty for late submissions?');
    const res = await app.call('instructor', 'POST', '/chat/reindex', { courseUuid: BIO.uuid });
    expect(res.status, await res.clone().text()).toBe(200);
    const report = (await res.json()) as {
      items: number;
      chunks: number;
      files: { read: number; skipped: { fileName: string; reason: string }[] };
      failures: unknown[];
      learnRequests: number;
    };
    expect(report.items).toBe(22);
    expect(report.files.read).toBe(2);
    expect(report.failures).toEqual([]);
    expect(report.chunks).toBeGreaterThan(report.items);
    expect(report.learnRequests).toBeGreaterThan(1);
    expect(report.learnRequests).toBeLessThan(20);
    // Every cached visible list of the course is dropped: the next question lists again.
    expect(await db.query('select 1 from chat_visibility')).toEqual([]);
  });
});
