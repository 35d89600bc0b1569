import { ANSWER_TEXTS } from '@tools/chat/domain';
import { DEMO } from '@tools/sandbox';
import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxApp } from '@tools/server-core/test/sandbox-app.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import { BIO, chatDb, emptyChatTables, type Answer } from './chat-db.ts';

/**
 * The chat row of the authorization matrix for "another Learn site": two sites with the same
 * ids (BIO101, its syllabus), one server and one database. What site A's course says is never
 * quoted to site B's student, even when site B's index is built after site A's.
 */
const SITE_A = 'https://learn.test';
const SITE_B = 'https://other-learn.test';
const SECRET = 'Late work in week 13 is penalised 25% per day.';

let db: Db;
beforeAll(async () => {
  db = await chatDb();
  await emptyChatTables(db);
});

describe('two Learn sites with the same course ids', () => {
  it('each site is answered from its own course only', async () => {
    const app = sandboxApp(db, [SITE_A, SITE_B]);
    const syllabus = app.sandboxes
      .get(SITE_A)!
      .state.store.contentsOfCourse(BIO.id)
      .find((c) => c.id === DEMO.bio101.contents.syllabus)!;
    syllabus.body = `${syllabus.body}<p>${SECRET}</p>`;
    const ask = async (site: string) => {
      const body = { platformUrl: site, prompt: 'How much is late work in week 13 penalised?', courseUuid: BIO.uuid };
      const res = await app.call('student', 'POST', '/chat', body, site);
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()) as Answer;
    };

    const onA = await ask(SITE_A);
    expect(onA.answer).toContain(SECRET);
    expect(onA.citations[0]?.href.startsWith(`${SITE_A}/`)).toBe(true);

    // Site B's syllabus has no such sentence: not covered, although site A's index holds it.
    expect(await ask(SITE_B)).toEqual({ answer: ANSWER_TEXTS.notCovered, citations: [] });
    const platforms = await db.query<{ platform: string }>('select distinct platform from chat_passages order by 1');
    expect(platforms.map((p) => p.platform)).toEqual([SITE_A, SITE_B]);
  });
});
