import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BackendError } from '@tools/backend-api';
import { chatApi } from '../api/client.ts';
import { useOptionalBackend } from '@tools/backend-api/react';
import { format, useLaunch, useMessages, type ToolScreenProps } from '@tools/launch';
import { courseQueryOptions, useLearnClient, type LearnClient } from '@tools/learn-api';
import { Button, Checkbox, InlineAlert } from '@tools/ui';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { messages } from '../messages.ts';
import {
  greetingMessage,
  historyKey,
  readHistory,
  replyMessage,
  writeHistory,
  type ChatMessage,
} from './chat-history.ts';
import { layoutFor, useCompactMode } from './chat-settings.ts';
import { MessageView } from './message-view.tsx';
import { FlaggedControl, FlaggedProblem } from './flagged-control.tsx';
import { offersReindex, ReindexControl, ReindexProblem } from './reindex-control.tsx';
import { sendProblem } from './send-check.ts';
import '../course-chat.css';

/** CourseChatWidget (spec 002 §2, issue 15 §1): questions about the course, answered with citations. */
export default function CourseChatWidgetScreen({ launch }: ToolScreenProps) {
  // The host provides a Learn client only when the launch has a token and a platform; without
  // them the widget still opens and says what is missing when a question is sent (spec 002 §5).
  return launch.token && launch.platformUrl ? (
    <WithLearn>{(client) => <CourseChat client={client} />}</WithLearn>
  ) : (
    <CourseChat client={null} />
  );
}

function WithLearn({ children }: { children: (client: LearnClient) => ReactNode }) {
  return <>{children(useLearnClient())}</>;
}

/** The course's own id from Learn (e.g. BIO101), the same query the send uses to resolve its uuid. */
function CoursePill({ client, courseRef, fallback }: { client: LearnClient; courseRef: string; fallback: string }) {
  const m = useMessages(messages);
  const course = useQuery(courseQueryOptions(client, courseRef));
  const label = course.data?.courseId ?? course.data?.name ?? fallback;
  return <span className="cc-pill">{format(m.coursePill, { course: label })}</span>;
}

interface ShownError {
  text: string;
  detail?: string;
}

function CourseChat({ client }: { client: LearnClient | null }) {
  const m = useMessages(messages);
  const launch = useLaunch();
  const backend = useOptionalBackend(chatApi);
  const queryClient = useQueryClient();
  const ids = { settings: useId(), hint: useId() };
  const courseRef = launch.courseUuid ?? launch.courseId;

  const key = historyKey(launch.platformUrl, courseRef, launch.uuid);
  const greeting = useMemo(() => [greetingMessage(m.greeting)], [m.greeting]);
  const [log, setLog] = useState<ChatMessage[]>(() => readHistory(key) ?? greeting);
  useEffect(() => {
    writeHistory(key, log);
  }, [key, log]);
  const [draft, setDraft] = useState('');
  const [thinking, setThinking] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [compact, setCompact] = useCompactMode();
  const layout = layoutFor(compact);
  const input = useRef<HTMLTextAreaElement>(null);
  const logBox = useRef<HTMLDivElement>(null);
  // The newest message in view. Scrolling the log itself, not scrollIntoView: inside Learn's iframe
  // that would also scroll Learn's page.
  useEffect(() => {
    const box = logBox.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [log, thinking]);

  async function resolveCourseUuid(): Promise<string | null> {
    if (launch.courseUuid) return launch.courseUuid;
    if (!client || !launch.courseId) return null;
    try {
      return (await queryClient.fetchQuery(courseQueryOptions(client, launch.courseId))).uuid ?? null;
    } catch {
      return null;
    }
  }

  async function send() {
    const prompt = draft.trim();
    if (!prompt || thinking) return;
    const problem = sendProblem(launch, backend !== null);
    if (problem) {
      setError({ text: m[problem] });
      return;
    }
    setThinking(true);
    setError(null);
    const courseUuid = await resolveCourseUuid();
    if (!courseUuid || !backend || !launch.platformUrl) {
      setThinking(false);
      setError({ text: m.unresolvedCourseUuid });
      return;
    }
    setLog((previous) => [...previous, { role: 'user', content: prompt, citations: [] }]);
    setDraft('');
    try {
      const reply = await backend.ask({ platformUrl: launch.platformUrl, prompt, role: launch.role, courseUuid });
      setLog((previous) => [...previous, replyMessage(reply, m.noAnswer)]);
    } catch (caught) {
      setError({
        text: m.chatApiError,
        ...(caught instanceof BackendError ? { detail: format(m.errorDetail, { detail: caught.message }) } : {}),
      });
      setLog((previous) => [...previous, { role: 'assistant', content: m.errorAnswer, citations: [] }]);
    } finally {
      setThinking(false);
    }
  }

  /** Course staff's re-index (Settings): the same send checks and course uuid as a question. */
  async function reindex() {
    const problem = sendProblem(launch, backend !== null);
    if (problem) throw new ReindexProblem(m[problem]);
    const courseUuid = await resolveCourseUuid();
    if (!courseUuid || !backend || !launch.platformUrl) throw new ReindexProblem(m.unresolvedCourseUuid);
    try {
      return await backend.reindex({ platformUrl: launch.platformUrl, courseUuid });
    } catch (caught) {
      if (caught instanceof BackendError) throw new ReindexProblem(format(m.errorDetail, { detail: caught.message }));
      throw caught;
    }
  }

  /** Course staff's list of flagged content (Settings): the same checks and course uuid as a question. */
  async function flagged() {
    const problem = sendProblem(launch, backend !== null);
    if (problem) throw new FlaggedProblem(m[problem]);
    const courseUuid = await resolveCourseUuid();
    if (!courseUuid || !backend || !launch.platformUrl) throw new FlaggedProblem(m.unresolvedCourseUuid);
    try {
      return await backend.flagged({ platformUrl: launch.platformUrl, courseUuid });
    } catch (caught) {
      if (caught instanceof BackendError) throw new FlaggedProblem(format(m.errorDetail, { detail: caught.message }));
      throw caught;
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  function clear() {
    setLog(greeting);
    setError(null);
    input.current?.focus();
  }

  const fallbackCourse = launch.courseId ?? m.unknown;
  const texts = {
    you: m.you,
    assistant: m.assistant,
    sources: m.sources,
    newTab: m.newTab,
    sourceLink: (n: number, title: string) => format(m.sourceLink, { n, title }),
    debug: {
      summary: m.debugSummary,
      part: m.debugPart,
      asks: m.debugAsks,
      anything: m.debugAnything,
      notAnswered: m.debugNotAnswered,
      words: m.debugWords,
      passages: m.debugPassages,
    },
  };
  return (
    <section className="cc-chat" aria-label={m.title}>
      <div className="cc-toolbar">
        <span className="cc-pill">{format(m.rolePill, { role: launch.role ?? m.unknown })}</span>
        {client && courseRef ? (
          <CoursePill client={client} courseRef={courseRef} fallback={fallbackCourse} />
        ) : (
          <span className="cc-pill">{format(m.coursePill, { course: fallbackCourse })}</span>
        )}
        <span className="cc-toolbar__spacer" />
        <Button
          variant="ghost"
          aria-expanded={settingsOpen}
          aria-controls={ids.settings}
          onClick={() => setSettingsOpen((open) => !open)}
        >
          {m.settings}
        </Button>
        <Button variant="ghost" onClick={clear}>
          {m.clear}
        </Button>
      </div>
      <div id={ids.settings} className="cc-settings" role="group" aria-label={m.settingsTitle} hidden={!settingsOpen}>
        <Checkbox label={m.compactMode} checked={compact} onChange={(_e, checked) => setCompact(checked)} />
        <p className="cc-hint">{m.compactHint}</p>
        {offersReindex(launch.role) ? (
          <>
            <ReindexControl run={reindex} />
            <FlaggedControl load={flagged} />
          </>
        ) : null}
      </div>
      <div className="cc-box" style={{ height: layout.height }} data-compact={compact}>
        <div ref={logBox} className="cc-log" role="log" aria-label={m.logLabel} aria-live="polite" tabIndex={0}>
          <ol className="cc-list">
            {log.map((message, i) => (
              <MessageView key={i} message={message} texts={texts} />
            ))}
          </ol>
          {thinking ? (
            <p className="cc-thinking" aria-busy="true">
              {m.thinking}
            </p>
          ) : null}
        </div>
        {error ? (
          <InlineAlert>
            <p>{error.text}</p>
            {error.detail ? <p className="cc-hint">{error.detail}</p> : null}
          </InlineAlert>
        ) : null}
        <form
          className="cc-composer"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
            input.current?.focus();
          }}
        >
          <label className="visually-hidden" htmlFor={`${ids.hint}-input`}>
            {m.inputLabel}
          </label>
          <textarea
            id={`${ids.hint}-input`}
            ref={input}
            className="ct-textarea cc-input"
            rows={layout.rows}
            value={draft}
            aria-describedby={ids.hint}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button type="submit" variant="primary" busy={thinking}>
            {m.send}
          </Button>
          <p id={ids.hint} className="cc-hint">
            {m.inputHint}
          </p>
        </form>
      </div>
    </section>
  );
}
