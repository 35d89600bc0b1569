/**
 * Typo tolerance against the course's own words (issue 25 §2): a question word that is neither in
 * the course nor an English word the lexicon knows is replaced by the closest word of the course
 * (edit distance with transpositions: "assignmnets" -> "assignments", "penality" -> "penalty",
 * "labratory" -> "laboratory"). In process, so PGlite and PostgreSQL behave alike.
 */

/** Optimal string alignment distance, or `max + 1` as soon as it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prev2 = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i += 1) {
    const cur = new Array<number>(cols).fill(0);
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      cur[j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[cols - 1]!;
}

/**
 * How far a word may be from its correction: none for words of one or two letters, one edit up to
 * seven letters, two beyond.
 */
export function allowedDistance(word: string): number {
  if (word.length < 3) return 0;
  if (word.length < 8) return 1;
  return 2;
}

/**
 * The course word a misspelt word most likely stands for: the nearest within the allowed
 * distance, ties to the word the course uses most, then the one sharing the first letter. None
 * when nothing is near enough.
 */
export function correctSpelling(word: string, vocabulary: ReadonlyMap<string, number>): string | undefined {
  const max = allowedDistance(word);
  if (max === 0) return undefined;
  let best: { word: string; distance: number; count: number; first: boolean } | undefined;
  for (const [candidate, count] of vocabulary) {
    if (candidate.length < 3 || /\d/.test(candidate)) continue;
    // A three-letter word is only ever a letter short ("mis" -> "miss"), never replaced.
    if (word.length === 3 && (candidate.length !== 4 || !candidate.startsWith(word.slice(0, 2)))) continue;
    const distance = editDistance(word, candidate, max);
    if (distance > max) continue;
    const first = candidate[0] === word[0];
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && (first && !best.first ? true : first === best.first && count > best.count))
    )
      best = { word: candidate, distance, count, first };
  }
  return best?.word;
}
