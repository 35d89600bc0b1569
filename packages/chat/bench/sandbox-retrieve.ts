import {
  quotedAnswer,
  rowToPassage,
  SEARCH_CHUNKS_SQL,
  searchChunkParams,
  selectPassages,
  type ChunkSearchRow,
  type RelevanceOptions,
} from '../src/domain/index.ts';
import type { Retrieve } from '../src/eval/harness.ts';
import { ORIGIN, type SandboxIndex } from './sandbox-index.ts';

/**
 * The no-model answer path over a sandbox index, as a retrieval function for the evaluation:
 * the asking persona's visible items, the domain's search SQL, passage selection and the quoted
 * answer. `timings` collects the time per question (search to composed answer, ms).
 */
export function sandboxRetriever(index: SandboxIndex, relevance: Partial<RelevanceOptions> = {}) {
  const visible = new Map<string, Promise<string[]>>();
  const timings: number[] = [];
  const retrieve: Retrieve = async (q) => {
    const persona = q.persona ?? 'student';
    if (!visible.has(persona)) visible.set(persona, index.visibleIds(persona));
    const visibleContentIds = await visible.get(persona)!;
    const started = performance.now();
    const params = searchChunkParams({
      platform: ORIGIN,
      courseId: index.courseId,
      question: q.question,
      visibleContentIds,
    });
    const rows = params ? (await index.db.query<ChunkSearchRow>(SEARCH_CHUNKS_SQL, params)).rows : [];
    const passages = rows.map((row) => rowToPassage(row, ORIGIN));
    const answer = quotedAnswer(selectPassages(passages, relevance));
    timings.push(performance.now() - started);
    return { ranked: [...new Set(passages.map((p) => p.title))], cited: answer.citations.map((c) => c.title) };
  };
  return { retrieve, timings };
}
