import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { format, useMessages } from '@tools/launch';
import { useLearnClient } from '@tools/learn-api';
import { Button, FileField, InlineAlert, SelectField, StatusView, TextField } from '@tools/ui';
import { titleKey } from '../domain/titles.ts';
import { messages } from '../messages.ts';
import { courseRubricTitlesQueryOptions, targetCourseQueryOptions } from './course-queries.ts';
import { JsonView } from './json-view.tsx';
import { RubricPreview } from './rubric-preview.tsx';
import { useRubricSource } from './rubric-source.ts';
import { UploadResults } from './upload-results.tsx';
import { useSendRubrics } from './send-rubrics.ts';
import '../rubrics.css';

/** UploadRubric: D2L rubrics (XML or a course export .zip) to a Learn course's rubrics. */
export default function UploadRubricScreen() {
  return <UploadRubric />;
}

const errorText = (error: Error) =>
  'userMessage' in error && typeof error.userMessage === 'string' ? error.userMessage : error.message;

function UploadRubric() {
  const m = useMessages(messages);
  const client = useLearnClient();
  const queryClient = useQueryClient();
  const source = useRubricSource(m.readError);
  const [message, setMessage] = useState<string | null>(null);
  const [courseInput, setCourseInput] = useState('');
  const [courseId, setCourseId] = useState<string | null>(null);
  const [copies, setCopies] = useState<ReadonlySet<string>>(new Set());
  const [summary, setSummary] = useState<string | null>(null);
  const { bulk, steps, send } = useSendRubrics({
    skippedDuplicate: m.skippedDuplicate,
    skippedInvalid: m.skippedInvalid,
  });

  const course = useQuery({ ...targetCourseQueryOptions(client, courseId ?? ''), enabled: courseId !== null });
  const titles = useQuery({
    ...courseRubricTitlesQueryOptions(client, course.data?.id ?? ''),
    enabled: !!course.data?.id,
  });
  const existing = new Set((titles.data ?? []).map(titleKey));

  const checkCourse = (): string | null => {
    const id = courseInput.trim();
    if (!id) {
      setMessage(m.enterCourseId);
      return null;
    }
    // A new check starts clean: the errors of the last one no longer apply.
    setMessage(null);
    setSummary(null);
    if (id === courseId) void course.refetch();
    setCourseId(id);
    return id;
  };

  const onSend = async () => {
    setSummary(null);
    if (!source.transformed) return setMessage(m.noTransformedData);
    const id = checkCourse();
    if (!id) return;
    setMessage(null);
    let target: string;
    try {
      const loaded = await queryClient.fetchQuery(targetCourseQueryOptions(client, id));
      if (!loaded.id) throw new Error(m.sendError);
      // The swagger: "This endpoint only supports Ultra courses"; nothing is posted to a Classic one.
      if (loaded.ultraStatus === 'Classic') return setMessage(format(m.notUltra, { id: loaded.courseId ?? id }));
      target = loaded.id;
    } catch {
      return; // the course line says why ('Failed to fetch course details: …')
    }
    try {
      const report = await send(target, source.transformed, copies);
      const sent = report.counts.ok;
      const { failed, cancelled, skipped } = report.counts;
      const done = format(m.sendSummary, { sent, failed, cancelled, notSent: skipped });
      setSummary(
        failed + cancelled > 0 ? `${m.sendError} ${m.uploadCompleted} ${done}` : `${m.uploadCompleted} ${done}`,
      );
    } catch (error) {
      setSummary(`${m.sendError} ${error instanceof Error ? errorText(error) : ''}`.trim());
    }
  };

  const onTransform = async () => {
    setSummary(null);
    setMessage((await source.transform()) ? null : m.chooseFileFirst);
  };

  const courseLine = !courseId
    ? null
    : course.isFetching
      ? null
      : course.error
        ? format(m.courseFailed, { msg: errorText(course.error) })
        : course.data
          ? format(m.courseLoaded, { id: course.data.courseId ?? courseId })
          : null;
  const classic = !course.isFetching && course.data?.ultraStatus === 'Classic';
  // Said beside Send, before the press: which rubrics the course already has (they are not sent twice).
  const skipped = (source.transformed ?? []).filter((r) => existing.has(titleKey(r.title)) && !copies.has(r.key));
  const skipLine = skipped.length
    ? format(m.willSkip, {
        count: `${skipped.length} ${skipped.length === 1 ? m.rubricOne : m.rubricMany}`,
        titles: skipped.map((r) => r.title).join(', '),
      })
    : null;

  return (
    <div className="upload-rubric">
      <section className="upload-rubric__inputs">
        <FileField
          label={m.chooseFile}
          hint={m.chooseFileHint}
          accept=".xml,.zip,text/xml,application/xml,application/zip"
          onFile={(file) => {
            setMessage(null);
            setSummary(null);
            bulk.reset();
            void source.load(file);
          }}
        />
        {source.files.length > 1 ? (
          <SelectField
            label={m.pickRubricsFile}
            value={source.selected ?? ''}
            onChange={(_, path) => source.select(path)}
            options={source.files.map((f) => ({ value: f.path, label: f.path }))}
          />
        ) : null}
        {source.loaded ? <p role="status">{m.fileLoaded}</p> : null}
        <div className="ct-toolbar">
          <Button onClick={() => void onTransform()}>{m.transform}</Button>
        </div>
        {/* Always rendered: the rubrics appear further down the page, so the transform's result is said here. */}
        <InlineAlert tone="success" live="status">
          {source.transformed
            ? format(m.transformed, {
                count: `${source.transformed.length} ${source.transformed.length === 1 ? m.rubricOne : m.rubricMany}`,
              })
            : null}
        </InlineAlert>
        <div className="upload-rubric__course">
          <TextField
            label={m.courseId}
            hint={m.courseIdHint}
            value={courseInput}
            autoComplete="off"
            onChange={(_, value) => setCourseInput(value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') checkCourse();
            }}
          />
          <Button onClick={() => checkCourse()} busy={course.isFetching}>
            {m.loadCourse}
          </Button>
        </div>
        <InlineAlert tone={course.error ? 'error' : 'success'} live="status">
          {courseLine}
        </InlineAlert>
        {/* Always rendered, so the Classic warning is announced after the course line when a course loads. */}
        <InlineAlert tone="warning" live="status">
          {classic ? format(m.notUltra, { id: course.data?.courseId ?? courseId ?? '' }) : null}
        </InlineAlert>
        <div className="ct-toolbar">
          <Button
            variant="primary"
            onClick={() => void onSend()}
            busy={bulk.active}
            aria-describedby={skipLine ? 'upload-rubric-skips' : undefined}
          >
            {m.sendToBlackboard}
          </Button>
          {skipLine ? (
            <p id="upload-rubric-skips" className="upload-rubric__skips">
              {skipLine}
            </p>
          ) : null}
        </div>
      </section>
      {source.error ? <StatusView status="error" error={source.error} /> : null}
      {message ? <StatusView status="error" error={message} /> : null}
      {source.transformed ? (
        <section aria-labelledby="upload-rubric-rubrics">
          <h2 id="upload-rubric-rubrics">{format(m.rubricsHeading, { count: source.transformed.length })}</h2>
          {source.transformed.map((rubric) => (
            <RubricPreview
              key={rubric.key}
              rubric={rubric}
              duplicate={existing.has(titleKey(rubric.title))}
              copy={copies.has(rubric.key)}
              onCopyChange={(copy) =>
                setCopies((prev) => {
                  const next = new Set(prev);
                  if (copy) next.add(rubric.key);
                  else next.delete(rubric.key);
                  return next;
                })
              }
            />
          ))}
        </section>
      ) : null}
      <UploadResults bulk={bulk} steps={steps} summary={summary} onRetry={() => void onSend()} />
      {source.raw ? <JsonView label={m.rawJson} value={source.raw} /> : null}
      {source.transformed ? (
        <JsonView label={m.transformedJson} value={source.transformed.map((r) => r.body ?? null)} />
      ) : null}
    </div>
  );
}
