/** An attempt as Learn returns it (v2 attempts: attemptDate, else created). */
export interface AttemptLike {
  userId?: string | null;
  attemptDate?: string | null;
  created?: string | null;
  status?: string | null;
}

/** Statuses that mean the student has not submitted anything. */
const NOT_SUBMITTED = new Set(['NotAttempted', 'Abandoned', 'InProgress']);

export const attemptTime = (a: AttemptLike): string | null => a.attemptDate ?? a.created ?? null;

/**
 * The attempt that decides lateness: the student's earliest submitted attempt. A student who
 * submitted on time and later re-submitted is not penalised for the re-submission.
 */
export function decisiveAttempt<A extends AttemptLike>(attempts: readonly A[]): A | null {
  let best: A | null = null;
  let bestMs = Infinity;
  for (const a of attempts) {
    if (a.status && NOT_SUBMITTED.has(a.status)) continue;
    const t = attemptTime(a);
    const ms = t ? Date.parse(t) : NaN;
    if (Number.isFinite(ms) && ms < bestMs) {
      best = a;
      bestMs = ms;
    }
  }
  return best;
}
