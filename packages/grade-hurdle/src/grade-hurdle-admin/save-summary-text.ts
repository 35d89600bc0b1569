import { format } from '@tools/launch';
import type { Messages } from '../messages.ts';
import type { HurdleStatus } from './admin-rows.ts';
import { notationsComplete } from './hurdle-notations.ts';
import { failedOutcomes, type CourseOutcome, type SaveReport } from './save-associations.ts';

export type Tone = 'success' | 'warning' | 'error';
export interface Line {
  text: string;
  tone: Tone;
}

const statusText = (m: Messages, s: HurdleStatus) => (s === 'Active' ? m.active : m.inactive);
const when = (iso: string, locale: string) => new Date(iso).toLocaleString(locale.replace('_', '-'));

/**
 * The headline of a save (spec 002 §8): 'Failed to save associations.' when no course saved,
 * 'One or more saves failed.' when some did, each with the first failure, and the 'Saved with
 * warnings…' count when notations were created; grade
 * notations that could not be made (the association itself saved) give 'Saved with warnings…'.
 */
export function headline(report: SaveReport, m: Messages, label: (pk1: string) => string, locale: string) {
  const failed = failedOutcomes(report);
  const warnings = format(m.savedWithWarnings, { count: report.createdNotations });
  const first = failed[0];
  if (first) {
    // Nothing saved at all: 'Failed to save associations.'; some saved: 'One or more saves failed.'
    const title = failed.length === report.outcomes.length ? m.failedSaveAssociations : m.oneOrMoreSavesFailed;
    const lines = [title, outcomeLines(first, m, label(first.coursePk1), locale)[0]!.text];
    return { tone: 'error' as Tone, lines: report.createdNotations > 0 ? [...lines, warnings] : lines };
  }
  const incomplete = report.outcomes.some((o) => o.kind === 'created' && !notationsComplete(o.notations));
  if (incomplete) return { tone: 'warning' as Tone, lines: [warnings] };
  const created = format(m.notationsCreatedNote, { count: report.createdNotations });
  return { tone: 'success' as Tone, lines: report.createdNotations > 0 ? [m.allSaved, created] : [m.allSaved] };
}

/** Everything that happened to one course, one line per fact. */
export function outcomeLines(o: CourseOutcome, m: Messages, course: string, locale: string): Line[] {
  switch (o.kind) {
    case 'failed':
      return [
        { tone: 'error', text: format(m.outcomeFailed, { course, reason: o.reason || m.failedSaveAssociations }) },
      ];
    case 'conflict':
      return [
        {
          tone: 'error',
          text: format(m.outcomeConflict, {
            course,
            current: statusText(m, o.current.status),
            when: when(o.current.updatedAt, locale),
            mine: statusText(m, o.mine),
          }),
        },
      ];
    case 'gone':
      return [{ tone: 'error', text: format(m.outcomeGone, { course }) }];
    case 'changed':
      return [{ tone: 'success', text: format(m.outcomeChanged, { course, status: statusText(m, o.saved.status) }) }];
    case 'created': {
      const n = o.notations;
      const lines: Line[] = [
        { tone: 'success', text: format(m.outcomeCreated, { course, status: statusText(m, o.saved.status) }) },
      ];
      if (n.unreadable !== undefined)
        lines.push({ tone: 'warning', text: format(m.notationsUnreadable, { course, reason: n.unreadable }) });
      if (n.created.length > 0)
        lines.push({ tone: 'success', text: format(m.notationsCreated, { course, codes: n.created.join(', ') }) });
      if (n.existing.length > 0)
        lines.push({ tone: 'success', text: format(m.notationsExisted, { course, codes: n.existing.join(', ') }) });
      for (const f of n.failed)
        lines.push({ tone: 'warning', text: format(m.notationFailed, { course, code: f.code, reason: f.reason }) });
      return lines;
    }
  }
}
