import type { IndexedPassage, SearchPassage } from './course-index.ts';

/**
 * The embedding half of the hybrid search (issue 25 §2), used only when the server has an
 * embeddings endpoint: passages ranked by the cosine of their vector with the question's, fused
 * with BM25's ranking by reciprocal rank fusion (RRF).
 *
 * Why RRF and not a weighted sum of scores: BM25 scores are unbounded and change with the
 * question's length and the course's size, cosines live in a narrow band that differs per model
 * (0.2-0.6 for one, 0.7-0.9 for another); a weighted sum would need weights tuned per model and
 * course. Ranks need neither, and RRF's constant (60, as in Cormack et al. 2009 and most search
 * engines) keeps one list's top from drowning the other's.
 */

/** RRF's constant. */
export const RRF_K = 60;

/**
 * The text a passage is embedded as: where it sits (item, file, headings) and what it says. One
 * function for the server's index and the evaluation, so a stored vector matches what it stands for.
 */
export function embeddingText(p: Pick<SearchPassage, 'itemTitle' | 'fileName' | 'headingPath' | 'text'>): string {
  const where = [p.itemTitle, p.fileName ?? '', ...p.headingPath].filter((x) => x.trim() !== '').join(' › ');
  return `${where}\n${p.text}`;
}

export function cosine(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length || a.length === 0) return 0;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i += 1) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/**
 * Passages with a vector of the question's size, by cosine, best first. A passage without one
 * (not embedded yet, another model's) simply takes no part: the lexical ranking still has it.
 */
export function rankBySimilarity(
  passages: readonly IndexedPassage[],
  query: readonly number[],
): { ip: IndexedPassage; similarity: number }[] {
  const out: { ip: IndexedPassage; similarity: number }[] = [];
  for (const ip of passages) {
    const vector = ip.passage.embedding;
    if (!vector || vector.length !== query.length) continue;
    const similarity = cosine(vector, query);
    if (similarity > 0) out.push({ ip, similarity });
  }
  return out.sort((a, b) => b.similarity - a.similarity);
}

/** Reciprocal rank fusion of ranked lists (best first): sum of 1 / (k + rank), rank from 1. */
export function fuseRanks<T>(lists: readonly (readonly T[])[], k = RRF_K): { item: T; score: number }[] {
  const scores = new Map<T, number>();
  for (const list of lists) list.forEach((item, i) => scores.set(item, (scores.get(item) ?? 0) + 1 / (k + i + 1)));
  return [...scores].map(([item, score]) => ({ item, score })).sort((a, b) => b.score - a.score);
}
