import { seedDemo, DEMO } from '@tools/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import questions from '../../../eval/questions.json';
import { buildSandboxIndex, type SandboxIndex } from '../../../bench/sandbox-index.ts';
import { sandboxRetriever } from '../../../bench/sandbox-retrieve.ts';
import { evaluate, type EvalQuestion } from '../harness.ts';

const set = questions.questions as EvalQuestion[];
/** Items a student must never be shown (unavailable, in an unavailable folder, not yet released). */
const STUDENTS_NEVER = [
  'Instructor notes (hidden)',
  'Instructor Resources',
  'Marking guide: Research Essay',
  'Week 3: Photosynthesis',
  'Reading: Photosynthesis',
];
let index: SandboxIndex;

beforeAll(async () => {
  index = await buildSandboxIndex();
}, 60_000);
afterAll(async () => {
  await index.db.close();
});

describe('the evaluation set against the demo course (no model)', () => {
  it('names only items that exist in BIO101', () => {
    const titles = new Set(
      seedDemo()
        .contents.filter((c) => c.courseId === DEMO.courses.bio101.id)
        .map((c) => c.title),
    );
    for (const q of set) for (const title of q.answers) expect(titles, `${q.id}: ${title}`).toContain(title);
  });

  it('indexes every item with the text of its readable files, in a handful of Learn requests', () => {
    expect(index.items).toBe(22);
    expect(index.files.read.sort()).toEqual(['bio101-lab-manual.pdf', 'week-1-reading-guide.txt']);
    expect(index.files.skipped.sort()).toEqual([
      'lab-safety-briefing.mp4: unsupported-type',
      'lecture-01-inside-the-cell.mp4: unsupported-type',
    ]);
    // 1 recursive listing + 1 test detail + 6 attachment listings (Documents; the File item names its
    // video) + 2 downloads.
    expect(index.requests).toBe(10);
  });

  it('never shows a student an item they cannot see in Learn', async () => {
    const { retrieve } = sandboxRetriever(index);
    for (const q of set) {
      const { ranked, cited } = await retrieve({ ...q, persona: 'student' });
      for (const title of [...ranked, ...cited]) expect(STUDENTS_NEVER, q.id).not.toContain(title);
    }
  });

  it('keeps its quality (figures in docs/benchmarks.md; floors a little below them)', async () => {
    const report = await evaluate(set, sandboxRetriever(index).retrieve);
    expect(report.hitRate).toBeGreaterThanOrEqual(0.95);
    expect(report.citationPrecision).toBeGreaterThanOrEqual(0.9);
    expect(report.answeredRight).toBeGreaterThanOrEqual(0.88);
    expect(report.correctRefusals).toBeGreaterThanOrEqual(0.88);
    // Every question that only hidden items answer is refused for students.
    for (const q of set.filter((x) => x.id.endsWith('-student')))
      expect(report.failures.filter((f) => f.id === q.id)).toEqual([]);
  });
});
