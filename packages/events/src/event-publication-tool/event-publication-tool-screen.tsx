import { useState } from 'react';
import type { events as e } from '@tools/backend-api/contracts';
import { eventsApi } from '../api/client.ts';
import { useBackend } from '@tools/backend-api/react';
import { format, useMessages, type ToolScreenProps } from '@tools/launch';
import { Button, InlineAlert, TextArea } from '@tools/ui';
import { eventIds, parseEvents } from '../domain/parse-events.ts';
import { messages } from '../messages.ts';

type Action = 'generate' | 'publish' | 'retrieve' | 'handle';
type Outcome = { ok: boolean; text: string } | null;

/**
 * EventPublicationTool: a textarea and Generate / Publish / Retrieve / Handle. The server keeps
 * the durable event log (packages/events/src/server); the page only edits and sends the JSON.
 */
export default function EventPublicationScreen({ launch }: ToolScreenProps<'token' | 'uuid'>) {
  return <EventTool platformUrl={launch.platformUrl ?? ''} />;
}

const pretty = (events: e.CourseEvent[]) => JSON.stringify(events, null, 2);

function EventTool({ platformUrl }: { platformUrl: string }) {
  const m = useMessages(messages);
  const backend = useBackend(eventsApi);
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState<Action | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const failText: Record<Action, string> = {
    generate: m.generateFailed,
    publish: m.publishFailed,
    retrieve: m.retrieveFailed,
    handle: m.handleFailed,
  };

  const run = async (action: Action, work: () => Promise<string>) => {
    setBusy(action);
    setOutcome(null);
    try {
      setOutcome({ ok: true, text: await work() });
    } catch (error) {
      // The caught error's message (spec §8), or the action's default when there is none.
      const text = error instanceof Error && error.message ? error.message : failText[action];
      setOutcome({ ok: false, text });
    } finally {
      setBusy(null);
    }
  };

  /** Publish and Handle send what the textarea holds: checked first, nothing sent when it is bad. */
  const withContent = (action: 'publish' | 'handle', send: (events: unknown[]) => Promise<string>) => {
    const parsed = parseEvents(content);
    if (!parsed.ok) {
      setOutcome({ ok: false, text: parsed.error === 'required' ? m.required : m.notArray });
      return;
    }
    void run(action, () => send(parsed.events));
  };

  const buttons: [Action, string, () => void][] = [
    [
      'generate',
      m.generate,
      () =>
        void run('generate', async () => {
          setContent(pretty((await backend.generate(platformUrl)).events));
          return m.generated;
        }),
    ],
    [
      'publish',
      m.publish,
      () =>
        withContent('publish', async (events) => {
          await backend.publish(events as e.CourseEvent[]);
          return m.published;
        }),
    ],
    [
      'retrieve',
      m.retrieve,
      () =>
        void run('retrieve', async () => {
          const { events } = await backend.retrieve();
          setContent(pretty(events));
          return format(m.retrieved, { count: events.length });
        }),
    ],
    [
      'handle',
      m.handle,
      () =>
        withContent('handle', async (events) => {
          const ids = eventIds(events);
          if (ids.length === 0) throw new Error(m.notArray);
          await backend.handle(ids);
          return m.handled;
        }),
    ],
  ];

  return (
    <>
      <TextArea
        label={m.contentLabel}
        hint={m.contentHint}
        value={content}
        onChange={(_e, value) => setContent(value)}
        rows={16}
        spellCheck={false}
      />
      <div className="ct-toolbar">
        {buttons.map(([action, label, onClick]) => (
          <Button key={action} onClick={onClick} busy={busy === action} disabled={busy !== null && busy !== action}>
            {label}
          </Button>
        ))}
      </div>
      {outcome && !outcome.ok ? (
        <InlineAlert title={m.error} headingLevel={2}>
          <p>{outcome.text}</p>
        </InlineAlert>
      ) : (
        <InlineAlert tone="success" live="status">
          {outcome?.text}
        </InlineAlert>
      )}
    </>
  );
}
