import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backendKeys } from '@tools/backend-api';
import { athleticsApi } from '../api/client.ts';
import type * as a from '../contracts.ts';
import { useBackend } from '@tools/backend-api/react';
import { format, useMessages } from '@tools/launch';
import { Button, FileField, InlineAlert, useConfirmedAction } from '@tools/ui';
import { messages } from '../messages.ts';

/** FileReader rather than `Blob.text()`: it is older and works in every browser Learn supports. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

/** The admin's CSV load: the server replaces the data and reports each rejected line. */
export function CsvLoader() {
  const m = useMessages(messages);
  const backend = useBackend(athleticsApi);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const load = useMutation({
    mutationFn: async (f: File) => {
      let text: string;
      try {
        text = await readText(f);
      } catch {
        throw new Error(m.readFailed);
      }
      return backend.loadCsv(text);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backendKeys.athletics.data() }),
  });
  const { ask, dialog } = useConfirmedAction();
  // Loading replaces what is stored: with details stored, the admin confirms first (with their size).
  const onLoad = () => {
    if (!file || load.isPending) return;
    const stored = queryClient.getQueryData<a.SportsAndStudents>(backendKeys.athletics.data());
    const students = new Set(stored?.studentAthleticDetails.map((d) => d.StudentId)).size;
    if (!stored || students === 0) {
      load.mutate(file);
      return;
    }
    ask({
      title: format(m.confirmReplaceTitle, { sports: stored.sports.length, students }),
      body: <p className="ct-dialog__message">{format(m.confirmReplaceBody, { file: file.name })}</p>,
      confirmLabel: m.confirmReplace,
      busyText: m.loadingFile,
      onConfirm: async () => {
        await load.mutateAsync(file).catch(() => undefined); // the alert below says why
      },
    });
  };
  return (
    <section aria-labelledby="athletics-load" className="athletics-load">
      <h2 id="athletics-load">{m.loadTitle}</h2>
      <p>{m.loadHint}</p>
      <FileField label={m.file} accept=".csv,text/csv" onFile={setFile} />
      <Button variant="primary" disabled={!file} busy={load.isPending} busyText={m.loadingFile} onClick={onLoad}>
        {m.load}
      </Button>
      {load.isError && (
        <InlineAlert>
          {load.error.message === m.readFailed ? m.readFailed : format(m.loadFailed, { msg: load.error.message })}
        </InlineAlert>
      )}
      {/* Always in the page: a live region is announced when its content changes, not when it appears. */}
      <div role="status">{load.data && <LoadReport result={load.data} />}</div>
      {dialog}
    </section>
  );
}

function LoadReport({ result }: { result: a.CsvLoadResult }) {
  const m = useMessages(messages);
  return (
    <>
      <p>
        {result.replaced
          ? format(m.loaded, { accepted: result.accepted, sports: result.sports, students: result.students })
          : m.kept}
      </p>
      {result.rejected.length > 0 && (
        <>
          <h3>{m.rejectedTitle}</h3>
          <ul>
            {result.rejected.map((r) => (
              <li key={r.line}>{format(m.rejectedLine, { line: r.line, reason: r.reason })}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
