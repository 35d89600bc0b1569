import { format, useMessages } from '@tools/launch';
import { FileField, SelectField, StatusView } from '@tools/ui';
import { useMemo, useState } from 'react';
import { DATA_FLOW_MODES, PDF_FILE_NAMES, type DataFlowMode } from '../domain/constants.ts';
import type { CsvTable } from '../domain/csv-table.ts';
import { parseDataFlow } from '../domain/data-flow-csv.ts';
import { layoutDataFlow } from '../domain/data-flow-layout.ts';
import { messages } from '../messages.ts';
import { SceneCanvas } from '../render/scene-canvas.tsx';
import sampleUrl from '../samples/data-flow-sample.csv?url&no-inline';
import { DiagramAnnouncement } from '../screen-parts/diagram-announcement.tsx';
import { PdfButton } from '../screen-parts/pdf-button.tsx';
import { SampleLink } from '../screen-parts/sample-link.tsx';
import { useCsvUpload } from '../screen-parts/use-csv-upload.ts';

const parse = (table: CsvTable) => parseDataFlow(table);
const isMode = (value: string): value is DataFlowMode => (DATA_FLOW_MODES as readonly string[]).includes(value);

/** Route DataFlowDiagram (spec §2.8): CSV in, canvas diagram out, PDF on request. */
export default function DataFlowPage() {
  const t = useMessages(messages);
  const { state, onFile } = useCsvUpload(parse);
  const [mode, setMode] = useState<DataFlowMode>('logical');
  const model = state.status === 'ready' ? state.data : null;
  const scene = useMemo(() => (model ? layoutDataFlow(model, mode) : null), [model, mode]);
  const label = model
    ? format(t.dataFlowLabel, {
        mode: mode === 'logical' ? t.logical : t.physical,
        rows: model.rows.length,
        systems: new Set(model.rows.flatMap((r) => Object.values(r.ends).map((e) => e.system))).size,
      })
    : '';

  return (
    <>
      <SampleLink href={sampleUrl} fileName="data-flow-sample.csv" />
      <div className="ct-toolbar">
        <FileField label={t.csvFile} accept=".csv,text/csv" onFile={(file) => void onFile(file)} />
        <SelectField
          label={t.displayMode}
          value={mode}
          onChange={(_, value) => isMode(value) && setMode(value)}
          options={[
            { value: 'logical', label: t.logical },
            { value: 'physical', label: t.physical },
          ]}
        />
        <PdfButton scene={scene} fileName={PDF_FILE_NAMES.dataFlow} />
      </div>
      <DiagramAnnouncement text={label} />
      <StatusView
        status={state.status}
        loadingText={t.loadingDataFlow}
        emptyText={t.uploadToBegin}
        error={state.status === 'error' ? state.error : undefined}
        errorTitle={t.errorTitle}
        errorHint={t.csvErrorHint}
      >
        {scene && model ? <SceneCanvas scene={scene} label={label} /> : null}
      </StatusView>
    </>
  );
}
