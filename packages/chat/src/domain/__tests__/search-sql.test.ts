import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkDocument } from '../chunk.ts';
import { itemToDocument } from '../item-document.ts';
import {
  CHAT_CHUNKS_DDL,
  INSERT_CHUNK_SQL,
  DELETE_ITEM_CHUNKS_SQL,
  SEARCH_CHUNKS_SQL,
  insertChunkParams,
  searchChunkParams,
  type ChunkSearchRow,
} from '../sql.ts';

const A = { platform: 'https://a.learn.test', courseId: '_301_1' };
const B = { platform: 'https://b.learn.test', courseId: '_301_1' };
const ITEMS = [
  {
    id: '_1_1',
    title: 'Syllabus',
    body: '<h3>Late submissions</h3><p>Work submitted after its due date loses 10% of the available marks for each day it is late.</p><h3>Hurdles</h3><p>You must score at least 40% on the final exam.</p>',
  },
  {
    id: '_2_1',
    title: 'Lab manual',
    body: '<p>Safety glasses are required in every lab. Wash your hands before leaving.</p>',
  },
  { id: '_3_1', title: 'Instructor notes', body: '<p>Bonus question on tardigrades, worth 5 marks.</p>' },
  { id: '_4_1', title: 'Late penalty FAQ', body: '<p>Penalties appear in a separate column.</p>' },
];
const ALL = ITEMS.map((i) => i.id);
let db: PGlite;

async function index(scope: typeof A, items = ITEMS) {
  for (const item of items) {
    await db.query(DELETE_ITEM_CHUNKS_SQL, [scope.platform, scope.courseId, item.id]);
    for (const chunk of chunkDocument(itemToDocument(scope.courseId, { ...item, breadcrumb: ['Course info'] })))
      await db.query(INSERT_CHUNK_SQL, insertChunkParams(scope, chunk, '2026-01-01T00:00:00.000Z'));
  }
}

async function search(question: string, visible: string[] = ALL, scope = A) {
  const params = searchChunkParams({ ...scope, question, visibleContentIds: visible });
  if (!params) return null;
  return (await db.query<ChunkSearchRow>(SEARCH_CHUNKS_SQL, params)).rows;
}

beforeAll(async () => {
  db = new PGlite();
  for (const statement of CHAT_CHUNKS_DDL) await db.query(statement);
  await index(A);
  await index(B, [{ id: '_1_1', title: 'Other site syllabus', body: '<p>Late work is not accepted at all.</p>' }]);
}, 30_000);
afterAll(async () => {
  await db.close();
});

describe('the index SQL on PGlite', () => {
  it('creates the table and its GIN index (idempotently)', async () => {
    for (const statement of CHAT_CHUNKS_DDL) await db.query(statement);
    const idx = await db.query<{ indexdef: string }>(`select indexdef from pg_indexes where tablename = 'chat_chunks'`);
    expect(idx.rows.map((r) => r.indexdef).join('\n')).toMatch(/USING gin \(search\)/);
  });

  it('finds a natural question whose words are spread over items (ORed, not ANDed)', async () => {
    const rows = (await search('What happens if my lab report is late?'))!;
    // No item has all four words; each of these has some.
    expect(new Set(rows.map((r) => r.content_id))).toEqual(new Set(['_1_1', '_2_1', '_4_1']));
    expect(rows.find((r) => r.content_id === '_1_1')).toMatchObject({
      ordinal: 0,
      title: 'Syllabus',
      breadcrumb: 'Course info',
    });
  });

  it('ranks, counts matched question words and quotes a verbatim excerpt', async () => {
    const rows = (await search('late submissions penalty'))!;
    // Title words weigh most: the FAQ titled "Late penalty" comes first.
    expect(rows.map((r) => [r.content_id, r.ordinal, r.matched, r.query_terms])).toEqual([
      ['_4_1', 0, 2, 3],
      ['_1_1', 0, 2, 3],
    ]);
    expect(rows[0]!.rank).toBeGreaterThan(rows[1]!.rank);
    expect(rows[1]!.rank).toBeGreaterThan(0);
    expect(rows[0]!.rank).toBeLessThan(1);
    for (const row of rows) for (const fragment of row.excerpt.split(' … ')) expect(row.body).toContain(fragment);
    expect(rows[1]!.excerpt).toContain('Work submitted after its due date loses 10%');
  });

  it('stems: "penalties" finds "penalty" and "marks" finds "mark"', async () => {
    expect((await search('penalties'))!.map((r) => r.content_id)).toContain('_4_1');
    expect((await search('mark'))!.map((r) => r.content_id)).toEqual(expect.arrayContaining(['_1_1', '_3_1']));
  });

  it('returns only items the caller may see', async () => {
    expect((await search('tardigrades bonus'))!.map((r) => r.content_id)).toEqual(['_3_1']);
    expect(await search('tardigrades bonus', ['_1_1', '_2_1', '_4_1'])).toEqual([]);
  });

  it("returns only the caller's platform's rows (Learn ids repeat across sites)", async () => {
    expect((await search('late', ALL, B))!.map((r) => r.title)).toEqual(['Other site syllabus']);
  });

  it('asks nothing when the question has no searchable word or the caller sees nothing', async () => {
    expect(await search('what is it?')).toBeNull();
    expect(await search('late', [])).toBeNull();
  });

  it.each(["late' | '* & !(", "'; drop table chat_chunks; --", 'late:* & !exam', '\\ " \' ` ) ( <-> <2>'])(
    'is safe against tsquery syntax in the question: %s',
    async (question) => {
      const count = async () => (await db.query(`select count(*)::int as n from chat_chunks`)).rows;
      const before = await count();
      const rows = await search(question);
      expect(rows === null || Array.isArray(rows)).toBe(true);
      expect(await count()).toEqual(before);
    },
  );

  it('replaces an item when it is indexed again', async () => {
    await index(A, [{ id: '_2_1', title: 'Lab manual', body: '<p>Closed shoes are required.</p>' }]);
    expect(await search('glasses')).toEqual([]);
    expect((await search('shoes'))!.map((r) => r.content_id)).toEqual(['_2_1']);
  });
});
