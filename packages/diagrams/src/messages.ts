import { defineMessages } from '@tools/launch';

/** Every user-visible text of the diagram pages; spec texts (§2.8, §2.9) word for word. */
export const messages = defineMessages({
  spec: {
    loadingDataFlow: 'Loading data flow...',
    uploadToBegin: 'Please upload a CSV file to begin.',
    loadingContext: 'Loading…',
    uploadToRender: 'Upload a CSV to render the diagram.',
    displayMode: 'Display Mode',
    logical: 'Logical',
    physical: 'Physical',
    centreSystem: 'Center System',
    downloadPdf: 'Download PDF',
    errorTitle: 'Error',
  },
  ours: {
    dataFlowTitle: 'Data Flow Diagram',
    contextTitle: 'Context Diagram',
    creatingPdf: 'Creating PDF...',
    pdfFailed: 'Could not create the PDF: {reason}',
    downloadSample: 'Download a sample CSV',
    sampleHint: 'New here? Start from the sample and replace its rows with your own.',
    csvErrorHint: 'Fix the CSV and upload it again.',
    skippedTitle: 'Rows not drawn ({count})',
    skippedRow: 'Row {row} ({name}): {reason}',
    overflowNote: '{count} systems did not fit in the boxes and are listed under the diagram.',
    dataFlowLabel: 'Data flow diagram, {mode} view: {rows} mapped fields across {systems} systems.',
    contextLabel: 'Context diagram of {centre} with {count} connected systems.',
    csvFile: 'CSV file',
  },
});
