import type * as chat from '../contracts.ts';
import { format, useMessages } from '@tools/launch';
import { Button } from '@tools/ui';
import { useId, useState } from 'react';
import { messages } from '../messages.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'loaded'; items: chat.ChatFlaggedResponse['items'] }
  | { kind: 'failed'; detail: string | null };

/** A failure with a text to show under the list's failure message. */
export class FlaggedProblem extends Error {}

const KIND_TEXT = {
  instructions: 'flaggedInstructions',
  'addresses-assistant': 'flaggedAddressesAssistant',
  'revokes-policy': 'flaggedRevokesPolicy',
  credentials: 'flaggedCredentials',
  'outside-address': 'flaggedOutsideAddress',
} as const;

/**
 * Course staff (Settings): the passages the assistant will not use (issue 25 §4), each with a link
 * to its item and the sentence that gave it away, so staff can remove or rewrite them in Learn.
 */
export function FlaggedControl({ load }: { load: () => Promise<chat.ChatFlaggedResponse> }) {
  const m = useMessages(messages);
  const heading = useId();
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function show() {
    setBusy(true);
    try {
      setState({ kind: 'loaded', items: (await load()).items });
    } catch (caught) {
      setState({ kind: 'failed', detail: caught instanceof FlaggedProblem ? caught.message : null });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="cc-flagged" aria-labelledby={heading}>
      <h2 id={heading} className="cc-flagged__title">
        {m.flaggedTitle}
      </h2>
      <p className="cc-hint">{m.flaggedHint}</p>
      <Button busy={busy} busyText={m.flaggedLoading} onClick={() => void show()}>
        {m.flaggedShow}
      </Button>
      <div role="status" aria-label={m.flaggedTitle}>
        {state.kind === 'loaded' && state.items.length === 0 ? <p>{m.flaggedNone}</p> : null}
        {state.kind === 'loaded' && state.items.length > 0 ? (
          <p>{format(m.flaggedCount, { count: state.items.length })}</p>
        ) : null}
        {state.kind === 'failed' ? (
          <>
            <p>{m.flaggedFailed}</p>
            {state.detail ? <p className="cc-hint">{state.detail}</p> : null}
          </>
        ) : null}
      </div>
      {state.kind === 'loaded' && state.items.length > 0 ? (
        <ul className="cc-flagged__list">
          {state.items.map((item, i) => (
            <li key={`${i}-${item.contentId}`}>
              <a href={item.href} target="_blank" rel="noopener noreferrer">
                {item.title}
                <span className="visually-hidden"> {m.newTab}</span>
              </a>{' '}
              <span className="cc-hint">{m[KIND_TEXT[item.kind as keyof typeof KIND_TEXT] ?? 'flaggedOther']}</span>
              <q className="cc-citation__quote">{item.evidence}</q>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
