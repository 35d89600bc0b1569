import { courseRoleKind } from '@tools/backend-api/contracts';
import type * as chat from '../contracts.ts';
import { format, useMessages } from '@tools/launch';
import { Button } from '@tools/ui';
import { useId, useState } from 'react';
import { messages } from '../messages.ts';

/** The course roles the server lets re-index (`packages/chat/src/server/service.ts`, STAFF). */
const STAFF_KINDS = new Set(['instructor', 'teachingAssistant', 'courseBuilder']);

/**
 * Whether to offer the re-index in Settings: a hint from the launch role only, so students do not
 * see a button that would be refused; the server checks the course role with Learn either way.
 */
export const offersReindex = (role: string | null | undefined) => !!role && STAFF_KINDS.has(courseRoleKind(role));

/** A failure with a text to show under 'Re-indexing failed.' (what is missing, or the server's reason). */
export class ReindexProblem extends Error {}

type Outcome = { kind: 'done'; report: chat.ChatReindexResponse } | { kind: 'failed'; detail: string | null };

/**
 * Issue 15 §2: course staff rebuild the course's index from Learn (POST /chat/reindex) after
 * changing content, instead of waiting for the incremental refresh. The outcome is a status line
 * (announced politely); focus stays on the button.
 */
export function ReindexControl({ run }: { run: () => Promise<chat.ChatReindexResponse> }) {
  const m = useMessages(messages);
  const hint = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function reindex() {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ kind: 'done', report: await run() });
    } catch (caught) {
      setOutcome({ kind: 'failed', detail: caught instanceof ReindexProblem ? caught.message : null });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="cc-reindex">
      <Button aria-describedby={hint} busy={busy} busyText={m.reindexing} onClick={() => void reindex()}>
        {m.reindex}
      </Button>
      <p id={hint} className="cc-hint">
        {m.reindexHint}
      </p>
      <div role="status" aria-label={m.reindex}>
        {outcome?.kind === 'done' ? (
          <>
            <p>{format(m.reindexDone, { items: outcome.report.items, files: outcome.report.files.read })}</p>
            {outcome.report.failures.length > 0 ? (
              <p className="cc-hint">{format(m.reindexPartial, { count: outcome.report.failures.length })}</p>
            ) : null}
          </>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <>
            <p>{m.reindexFailed}</p>
            {outcome.detail ? <p className="cc-hint">{outcome.detail}</p> : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
