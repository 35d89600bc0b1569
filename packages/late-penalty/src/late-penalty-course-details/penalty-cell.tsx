import { useState } from 'react';
import { format, useMessages } from '@tools/launch';
import { Button, TextField, useToast } from '@tools/ui';
import { useDeleteOverride } from '../api/delete-override.ts';
import { useSaveOverride } from '../api/save-override.ts';
import { failure } from '../data/backend.ts';
import type { Cell } from '../data/grid.ts';
import type { Student } from '../data/learn-data.ts';
import { parseOverride } from '../domain/rules.ts';
import { applyMessages as messages } from '../apply-messages.ts';
import { formatDate, pts } from './format.ts';
import { COURSE_TOAST_MS } from './types.ts';

/** One student x assignment cell: attempt, penalty, Overridden chip and the override editor (busy per cell). */
export function PenaltyCell({ courseId, student, cell }: { courseId: string; student: Student; cell: Cell }) {
  const m = useMessages(messages);
  const toast = useToast();
  const [text, setText] = useState(cell.override === null ? '' : String(cell.override));
  const [error, setError] = useState<string | undefined>();
  const say = (t: string, tone: 'success' | 'error' = 'success') =>
    toast.show({ text: t, tone, durationMs: COURSE_TOAST_MS });
  const key = { CourseId: courseId, ContentItemId: cell.assignment.id, UserId: student.id };

  const save = useSaveOverride(courseId, {
    onSuccess: () => say(m.overrideSaved),
    onError: (e) => say(failure(m.saveFailed, e), 'error'),
  });
  const clear = useDeleteOverride(courseId, {
    onSuccess: () => {
      setText('');
      say(m.overrideCleared);
    },
    onError: (e) => say(failure(m.clearFailed, e), 'error'),
  });
  const busy = save.isPending || clear.isPending;
  const onSave = () => {
    const parsed = parseOverride(text);
    if (!parsed.ok || parsed.value === null) {
      setError(m.nonNegative);
      return;
    }
    setError(undefined);
    const value = parsed.value;
    save.mutate({ ...key, Points: value });
  };
  const onClear = () => {
    setError(undefined);
    clear.mutate(key);
  };

  return (
    <div className="lp-cell" aria-busy={busy}>
      {cell.attemptDate ? (
        <>
          <span>{formatDate(cell.attemptDate)}</span>
          <span>{cell.attempt?.status ?? ''}</span>
          <span>{format(m.penaltyPts, { points: pts(cell.result.applied) })}</span>
        </>
      ) : (
        <>
          <span>{m.noAttempt}</span>
          <span>{cell.assignment.due ? formatDate(cell.assignment.due) : m.noDue}</span>
          <span>{cell.override !== null ? format(m.penaltyPts, { points: pts(cell.result.applied) }) : m.dash}</span>
        </>
      )}
      {cell.override !== null ? <span className="lp-chip">{m.overridden}</span> : null}
      <TextField
        label={format(m.overrideFor, { student: student.name, title: cell.assignment.title })}
        type="number"
        min={0}
        step={0.01}
        inputMode="decimal"
        value={text}
        error={error}
        onChange={(_, v) => setText(v)}
      />
      <div className="lp-inline">
        <Button onClick={onSave} busy={busy} busyText={m.saving}>
          {m.save}
        </Button>
        <Button onClick={onClear} busy={busy} disabled={cell.override === null}>
          {m.clear}
        </Button>
      </div>
    </div>
  );
}
