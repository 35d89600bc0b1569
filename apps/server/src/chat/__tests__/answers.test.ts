import { ANSWER_TEXTS } from '@tools/chat/domain';
import { DEMO } from '@tools/sandbox';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxApp, type SandboxPersona } from '../../../test/sandbox-app.ts';
import type { Db } from '../../db/types.ts';
import { ask, BIO, chatDb, emptyChatTables, SITE, type Answer } from './chat-db.ts';

/**
 * Answers without a model (the default) against the Learn sandbox's BIO101: quoted passages with
 * citations that open the Learn item, "not covered" below the threshold, and permission scoping:
 * the hidden item, the item inside the instructor-only folder and the not-yet-released reading
 * never reach a student, whoever built the index first.
 */
const C = DEMO.bio101.contents;
let db: Db;
let app: ReturnType<typeof sandboxApp>;
beforeAll(async () => {
  db = await chatDb();
});
beforeEach(async () => {
  await emptyChatTables(db);
  app = sandboxApp(db);
});

async function question(persona: SandboxPersona, prompt: string): Promise<Answer> {
  const res = await app.call(persona, 'POST', '/chat', ask(prompt));
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Answer;
}

const itemHref = (contentId: string) =>
  `${SITE}/ultra/courses/${BIO.id}/outline/edit/document/${contentId}?courseId=${BIO.id}&view=content`;

describe('POST /chat without a model', () => {
  it('quotes the course verbatim and cites the item with a link into the Learn course', async () => {
    const reply = await question('student', 'What is the penalty for late submissions?');
    expect(reply.answer.startsWith(ANSWER_TEXTS.quotedIntro)).toBe(true);
    expect(reply.answer).toContain('loses 10% of the available marks for each day');
    expect(reply.answer).toMatch(/\[1\]/);
    expect(reply.citations[0]).toEqual({ title: 'Syllabus', href: itemHref(C.syllabus) });
  });

  it('reads attached files: the lab manual PDF and the plain-text reading guide', async () => {
    const pdf = await question('student', 'Which objective do I start with on the microscope?');
    expect(pdf.answer).toContain('start with the 4x objective');
    expect(pdf.citations.map((c) => c.title)).toContain('Syllabus');
    const txt = await question('student', 'Which organelle is called the powerhouse of the cell?');
    expect(txt.citations.map((c) => c.title)).toContain('Reading: Cell Structure');
  });

  it('reads test instructions (the content detail)', async () => {
    const reply = await question('student', 'How many minutes do I have for Quiz 1?');
    expect(reply.answer).toContain('30 minutes');
    expect(reply.citations[0]?.title).toBe('Quiz 1: Cell Biology');
  });

  it('says plainly when the course does not cover the question, and cites nothing', async () => {
    const reply = await question('student', 'Who won the football world cup in 1966?');
    expect(reply).toEqual({ answer: ANSWER_TEXTS.notCovered, citations: [] });
  });

  it('answers a question of stop words only with "not covered", without a search', async () => {
    expect(await question('student', 'what is it?')).toEqual({ answer: ANSWER_TEXTS.notCovered, citations: [] });
  });
});

describe('permission scoping: what the student can see in Learn now', () => {
  const HIDDEN: [string, string, string][] = [
    ['the hidden item', 'Is there a bonus question about tardigrades on the midterm?', 'tardigrade'],
    [
      'the item in the instructor-only folder',
      'How many peer-reviewed sources does the research essay need?',
      'peer-reviewed',
    ],
    ['the reading released next week', 'Where do we meet for the Botanic Garden visit?', 'Botanic Garden'],
  ];

  it.each(HIDDEN)(
    'never shows %s to a student, even after the instructor built the index',
    async (_what, prompt, fact) => {
      const staff = await question('instructor', prompt);
      expect(staff.answer.toLowerCase()).toContain(fact.toLowerCase());
      const rows = await db.query<{ n: number }>('select count(*)::int as n from chat_chunks where body ilike $1', [
        `%${fact}%`,
      ]);
      expect(rows[0]?.n).toBeGreaterThan(0);

      const reply = await question('student', prompt);
      expect(reply.answer.toLowerCase()).not.toContain(fact.toLowerCase());
      const hiddenIds = [C.instructorNotes, C.markingGuide, C.photosynthesisReading, C.instructorResources, C.week3];
      for (const citation of reply.citations) expect(hiddenIds.some((id) => citation.href.includes(id))).toBe(false);
    },
  );

  it('a student who asks first builds an index the instructor can still use fully', async () => {
    const student = await question('student', 'Is there a bonus question about tardigrades on the midterm?');
    expect(student).toEqual({ answer: ANSWER_TEXTS.notCovered, citations: [] });
    const staff = await question('instructor', 'Is there a bonus question about tardigrades on the midterm?');
    expect(staff.citations[0]).toEqual({ title: 'Instructor notes (hidden)', href: itemHref(C.instructorNotes) });
  });

  it('the teaching assistant sees what Learn shows a teaching assistant (the hidden item too)', async () => {
    const reply = await question('instructor3', 'Is there a bonus question about tardigrades on the midterm?');
    expect(reply.citations[0]?.title).toBe('Instructor notes (hidden)');
  });

  it('an item the instructor hides stops appearing once the short visibility cache has expired', async () => {
    const app0 = sandboxApp(db, [SITE], { CHAT_VISIBILITY_TTL_SECONDS: '0' });
    const first = await app0.call('student', 'POST', '/chat', ask('What is the penalty for late submissions?'));
    expect(((await first.json()) as Answer).citations[0]?.title).toBe('Syllabus');
    const syllabus = app0.sandboxes.get(SITE)!.state.store.data.contents.find((c) => c.id === C.syllabus)!;
    syllabus.availability.available = 'No';
    const after = await app0.call('student', 'POST', '/chat', ask('What is the penalty for late submissions?'));
    const reply = (await after.json()) as Answer;
    expect(reply.citations.map((c) => c.title)).not.toContain('Syllabus');
    expect(reply.answer).not.toContain('loses 10% of the available marks');
  });
});
