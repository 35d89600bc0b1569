import { format, useMessages } from '@tools/launch';
import { Button, Checkbox, DownloadButton, Table, TextField, type ColumnDef } from '@tools/ui';
import { useMemo, useState } from 'react';
import { messages } from '../messages.ts';
import { csvFileName, filterRows, reviewCsv, ruleMeaning, type ReviewRow } from './review-rows.ts';

export interface ReviewTableProps {
  courseId: string;
  rows: readonly ReviewRow[];
  onClearOverride: (row: ReviewRow) => void;
  clearing: string | null;
}

/** The dry run's table: sortable, filterable, "changes only", CSV of what is shown. */
export function ReviewTable({ courseId, rows, onClearOverride, clearing }: ReviewTableProps) {
  const m = useMessages(messages);
  const [filter, setFilter] = useState('');
  const [changesOnly, setChangesOnly] = useState(false);
  // One filter for the table and the CSV: what is shown is what is downloaded.
  const data = useMemo(() => filterRows(rows, filter, changesOnly, m), [rows, filter, changesOnly, m]);
  const columns = useMemo<ColumnDef<ReviewRow, unknown>[]>(
    () => [
      { id: 'name', accessorFn: (r) => r.evaluation.name, header: m.colName, meta: { isRowHeader: true } },
      { id: 'userName', accessorFn: (r) => r.evaluation.userName, header: m.colUserName },
      { id: 'original', accessorFn: (r) => r.evaluation.originalSchema ?? '', header: m.colOriginal },
      { id: 'overridden', accessorFn: (r) => (r.evaluation.overridden ? m.yes : m.no), header: m.colOverridden },
      {
        id: 'rule',
        accessorFn: (r) => (r.evaluation.rulePass ? m.rulePasses : m.ruleDoesNotPass),
        header: m.colRuleResult,
        // The spec's result word, then what it does to the grade ('Passes' lowers it).
        cell: ({ row }) => (
          <span className="gh-result">
            <strong>{row.original.evaluation.rulePass ? m.rulePasses : m.ruleDoesNotPass}</strong>
            <span className="gh-hint">{ruleMeaning(row.original.evaluation, m)}</span>
          </span>
        ),
      },
      { id: 'adjusted', accessorFn: (r) => r.evaluation.adjustedSchema ?? '', header: m.colAdjusted },
      { id: 'explanation', accessorFn: (r) => r.evaluation.explanation, header: m.colExplanation },
      { id: 'writeBack', accessorFn: (r) => r.writeBack, header: m.colWriteBack },
      {
        id: 'actions',
        header: m.colActions,
        enableSorting: false,
        cell: ({ row }) => (
          <Button
            variant="secondary"
            disabled={!row.original.evaluation.overridden}
            busy={clearing === row.original.evaluation.userId}
            aria-label={format(m.clearOverrideFor, { name: row.original.evaluation.name })}
            onClick={() => onClearOverride(row.original)}
          >
            {m.clearOverride}
          </Button>
        ),
      },
    ],
    [m, clearing, onClearOverride],
  );
  return (
    <div className="gh-stack">
      <div className="gh-inline">
        <TextField label={m.filterStudents} type="search" value={filter} onChange={(_e, v) => setFilter(v)} />
        <Checkbox label={m.changesOnly} checked={changesOnly} onChange={(_e, v) => setChangesOnly(v)} />
        <span role="status">{format(m.showing, { shown: data.length, total: rows.length })}</span>
        <DownloadButton
          label={m.downloadCsv}
          filename={csvFileName(courseId)}
          getRows={() => reviewCsv(data, m)}
          disabled={data.length === 0}
        />
      </div>
      <p className="gh-hint">{m.ruleResultLegend}</p>
      <Table<ReviewRow>
        label={m.reviewTable}
        stickyFirstColumn
        columns={columns}
        data={data}
        getRowId={(r) => r.evaluation.userId}
        emptyText={changesOnly && rows.length > 0 ? m.noChanges : m.noStudents}
      />
    </div>
  );
}
