import { format, useMessages } from '@tools/launch';
import { FileField, SelectField, StatusView } from '@tools/ui';
import { useMemo, useState } from 'react';
import { CENTRE_SYSTEMS, DEFAULT_CENTRE, PDF_FILE_NAMES, type CentreSystem } from '../domain/constants.ts';
import { parseContext } from '../domain/context-csv.ts';
import { layoutContext } from '../domain/context-layout.ts';
import type { CsvTable } from '../domain/csv-table.ts';
import { messages } from '../messages.ts';
import { SceneCanvas } from '../render/scene-canvas.tsx';
import sampleUrl from '../samples/context-sample.csv?url&no-inline';
import { DiagramAnnouncement } from '../screen-parts/diagram-announcement.tsx';
import { PdfButton } from '../screen-parts/pdf-button.tsx';
import { SampleLink } from '../screen-parts/sample-link.tsx';
import { SkippedRows } from '../screen-parts/skipped-rows.tsx';
import { useCsvUpload } from '../screen-parts/use-csv-upload.ts';

const parse = (table: CsvTable) => parseContext(table);
const isCentre = (value: string): value is CentreSystem => (CENTRE_SYSTEMS as readonly string[]).includes(value);

/** Route ContextDiagram (spec §2.9): one centre system and its connected systems from a CSV. */
export default function ContextPage() {
  const t = useMessages(messages);
  const { state, onFile } = useCsvUpload(parse);
  const [centre, setCentre] = useState<CentreSystem>(DEFAULT_CENTRE);
  const model = state.status === 'ready' ? state.data : null;
  const layout = useMemo(() => (model ? layoutContext(model, centre) : null), [model, centre]);
  const label = layout
    ? format(t.contextLabel, {
        centre,
        count: layout.scene.boxes.filter((b) => b.csvRow !== undefined).length + layout.overflow.length,
      })
    : '';

  return (
    <>
      <SampleLink href={sampleUrl} fileName="context-sample.csv" />
      <div className="ct-toolbar">
        <SelectField
          label={t.centreSystem}
          value={centre}
          onChange={(_, value) => isCentre(value) && setCentre(value)}
          options={CENTRE_SYSTEMS.map((name) => ({ value: name, label: name }))}
        />
        <FileField label={t.csvFile} accept=".csv,text/csv" onFile={(file) => void onFile(file)} />
        <PdfButton scene={layout?.scene ?? null} fileName={PDF_FILE_NAMES.context} />
      </div>
      <DiagramAnnouncement text={label} />
      <StatusView
        status={state.status}
        loadingText={t.loadingContext}
        emptyText={t.uploadToRender}
        error={state.status === 'error' ? state.error : undefined}
        errorTitle={t.errorTitle}
        errorHint={t.csvErrorHint}
      >
        {layout ? (
          <>
            {layout.overflow.length > 0 ? (
              <p role="note">{format(t.overflowNote, { count: layout.overflow.length })}</p>
            ) : null}
            <SceneCanvas scene={layout.scene} label={label} />
            <SkippedRows rows={layout.skipped} />
          </>
        ) : null}
      </StatusView>
    </>
  );
}
