import { COL, HIGH_PRIORITY_RANK_BELOW } from './columns.ts';
import type { Day } from './dates.ts';
import { parseTarget, targetMissingOrPast } from './targets.ts';
import { is, isBlank, numberIn, text, type RowValues } from './values.ts';

/** The computed Exceptions messages (spec 001 §5), word for word where the spec quotes them. */
export const EXCEPTION_MESSAGES = {
  blocker: 'Deliverable is in a Blocker State',
  missingTpmOrTeam: 'Missing TPM or Team Assignment',
  doneNotSupport: 'Deliverable is DONE in Prod but not transitioned to PS Support',
  uatTarget: 'UAT Target missing or in the past',
  prodTarget: 'Prod Target missing or in the past',
  goLive: 'Go Live date is not set',
  adoBlank: 'ADO ticket is blank',
  highPriority: 'Deliverable is a high priority but not in the current sprint',
  ctTarget: 'C/T Target missing or in the past',
} as const;
export const EXCEPTION_SEPARATOR = ' | ';

const lower = (values: RowValues, column: string) => text(values, column).toLowerCase();
const isBugFix = (values: RowValues) => lower(values, COL.type) === 'bug fix';
const isTrainingOrConsulting = (values: RowValues) => ['training', 'consulting'].includes(lower(values, COL.type));
/** Closed items (Completed, Cancelled) raise no exceptions: nothing is left to chase. */
const isClosed = (values: RowValues) => ['completed', 'cancelled'].includes(lower(values, COL.itemStatus));

export function isBlocker(values: RowValues): boolean {
  return lower(values, COL.adoIteration).includes('blocker');
}

/** In the current sprint: the work item's iteration path names it, or the row's Current Sprint is it. */
export function inSprint(values: RowValues, currentSprint: string): boolean {
  const sprint = currentSprint.toLowerCase();
  return (
    sprint !== '' && (lower(values, COL.adoIteration).includes(sprint) || lower(values, COL.currentSprint) === sprint)
  );
}

export interface ExceptionContext {
  today: Day;
  /** e.g. '2025 Sprint5' (sprintOf(today), or the tracker's currentSprint). */
  currentSprint: string;
}

/** Every exception of a row, in the spec's order. */
export function exceptionsOf(values: RowValues, ctx: ExceptionContext): string[] {
  if (isClosed(values)) return [];
  const out: string[] = [];
  const blocker = isBlocker(values);
  const prodDone = parseTarget(values[COL.prodTarget]).kind === 'done';
  const erp = is(values, COL.team, 'ERP');
  if (blocker) out.push(EXCEPTION_MESSAGES.blocker);
  if (isBlank(values, COL.tpm) || isBlank(values, COL.team)) out.push(EXCEPTION_MESSAGES.missingTpmOrTeam);
  if (prodDone && !is(values, COL.team, 'PS Support')) out.push(EXCEPTION_MESSAGES.doneNotSupport);
  if (!isBugFix(values) && !isTrainingOrConsulting(values)) {
    if (targetMissingOrPast(values[COL.uatTarget], ctx.today)) out.push(EXCEPTION_MESSAGES.uatTarget);
    if (targetMissingOrPast(values[COL.prodTarget], ctx.today)) out.push(EXCEPTION_MESSAGES.prodTarget);
  }
  if (!isBugFix(values) && isBlank(values, COL.goLive)) out.push(EXCEPTION_MESSAGES.goLive);
  const ado = lower(values, COL.ado);
  if (erp && (ado === '' || ado === 'n/a')) out.push(EXCEPTION_MESSAGES.adoBlank);
  const rank = numberIn(values, COL.rank);
  if (
    erp &&
    !inSprint(values, ctx.currentSprint) &&
    rank !== null &&
    rank < HIGH_PRIORITY_RANK_BELOW &&
    !prodDone &&
    !blocker
  ) {
    out.push(EXCEPTION_MESSAGES.highPriority);
  }
  if (isTrainingOrConsulting(values) && targetMissingOrPast(values[COL.ctTarget], ctx.today)) {
    out.push(EXCEPTION_MESSAGES.ctTarget);
  }
  return out;
}

/** The Exceptions column: the messages joined with ' | '. */
export function exceptionsText(values: RowValues, ctx: ExceptionContext): string {
  return exceptionsOf(values, ctx).join(EXCEPTION_SEPARATOR);
}
