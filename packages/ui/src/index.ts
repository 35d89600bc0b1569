// Public API of @tools/ui. Styles: import '@tools/ui/styles.css' once in the shell.

export { Page } from './page.tsx';
export type { PageProps } from './page.tsx';

export { StatusView } from './status-view.tsx';
export type { Status, StatusViewProps } from './status-view.tsx';

export { InlineAlert } from './inline-alert.tsx';
export type { AlertLive, AlertTone, InlineAlertProps } from './inline-alert.tsx';

export { Table, DEFAULT_VIRTUALIZE_ABOVE } from './table/table.tsx';
export type { SortCycle, TableProps } from './table/table.tsx';
export { compareMixed, classify, isEmptyValue } from './table/compare-mixed.ts';
export type { Classified, SortKind } from './table/compare-mixed.ts';
export { containsFilter, mixedSortingFn } from './table/row-models.ts';
export { dateTimeColumn } from './table/date-time-column.tsx';
// Re-exported so tools can build column defs without their own @tanstack/react-table import.
export { createColumnHelper } from '@tanstack/react-table';
export type { CellContext, ColumnDef, ColumnFiltersState, Row, SortingFn, SortingState } from '@tanstack/react-table';

export { Tabs } from './tabs.tsx';
export type { TabItem, TabsProps } from './tabs.tsx';

export { ToastProvider, useToast, DEFAULT_TOAST_MS } from './toast.tsx';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './toast.tsx';

export { Dialog } from './dialog.tsx';
export type { DialogProps } from './dialog.tsx';

export { ProgressBar } from './progress-bar.tsx';
export type { ProgressBarProps } from './progress-bar.tsx';

export { useBulkRun } from './bulk/use-bulk-run.ts';
export type { BulkRun, BulkRunStatus, BulkStartOptions, UseBulkRunOptions } from './bulk/use-bulk-run.ts';
export { BulkRunPanel } from './bulk/bulk-run-panel.tsx';
export type { BulkResultList, BulkRow, BulkRunPanelLabels, BulkRunPanelProps } from './bulk/bulk-run-panel.tsx';

export { Countdown, formatMinutesSeconds, toEpochMs } from './countdown.tsx';
export type { CountdownProps } from './countdown.tsx';

export { SafeHtml, sanitizeHtml } from './safe-html.tsx';
export type { SafeHtmlProps } from './safe-html.tsx';

export { toCsv, neutraliseFormula, CSV_BOM } from './csv.ts';
export type { CsvCell, ToCsvOptions } from './csv.ts';
export { downloadBlob, downloadCsv, downloadText } from './download.ts';
export { DownloadButton } from './download-button.tsx';
export type { DownloadButtonProps } from './download-button.tsx';

export { Button } from './fields/button.tsx';
export type { ButtonProps, ButtonVariant } from './fields/button.tsx';
export { TextField } from './fields/text-field.tsx';
export type { TextFieldProps } from './fields/text-field.tsx';
export { TextArea } from './fields/text-area.tsx';
export type { TextAreaProps } from './fields/text-area.tsx';
export { SelectField } from './fields/select-field.tsx';
export type { SelectFieldProps, SelectOption } from './fields/select-field.tsx';
export { Checkbox } from './fields/checkbox.tsx';
export type { CheckboxProps } from './fields/checkbox.tsx';
export { FileField } from './fields/file-field.tsx';
export type { FileFieldProps } from './fields/file-field.tsx';

export { webStorage } from './web-storage.ts';
export type { GuardedStorage, StorageKind, StorageWindow } from './web-storage.ts';

export { ErrorBoundary } from './error-boundary.tsx';
export type { ErrorBoundaryProps } from './error-boundary.tsx';
