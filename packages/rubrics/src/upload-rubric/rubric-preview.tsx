import { useMemo } from 'react';
import { format, useMessages } from '@tools/launch';
import { Checkbox, Table, type ColumnDef } from '@tools/ui';
import { rubricGrid, type RubricGridRow } from '../domain/grid.ts';
import type { TransformedRubric } from '../domain/index.ts';
import { messages } from '../messages.ts';

interface Props {
  rubric: TransformedRubric;
  /** The course already has a rubric with this title (null while no course is loaded). */
  duplicate: boolean;
  copy: boolean;
  onCopyChange: (copy: boolean) => void;
}

/** One rubric before sending: its notes, its grid (criteria x levels with points) and, for a duplicate, the copy choice. */
export function RubricPreview({ rubric, duplicate, copy, onCopyChange }: Props) {
  const m = useMessages(messages);
  const grid = useMemo(() => (rubric.body ? rubricGrid(rubric.body) : null), [rubric.body]);
  const columns = useMemo<ColumnDef<RubricGridRow>[]>(() => {
    if (!grid) return [];
    const numeric = grid.totalPoints !== undefined;
    return [
      {
        id: 'criterion',
        accessorKey: 'header',
        header: m.colCriterion,
        enableSorting: false,
        meta: { isRowHeader: true },
      },
      ...grid.columns.map((column, index): ColumnDef<RubricGridRow> => ({
        id: column.id,
        header: column.header,
        enableSorting: false,
        accessorFn: (row) => row.cells[index],
        cell: ({ row }) => {
          const cell = row.original.cells[index];
          return (
            <>
              {numeric && cell?.points !== undefined ? (
                <strong>{format(m.points, { points: cell.points })}</strong>
              ) : null}
              {cell?.description ? <span className="upload-rubric__cell-text">{cell.description}</span> : null}
            </>
          );
        },
      })),
      ...(numeric
        ? [
            {
              id: 'rowPoints',
              header: m.colRowPoints,
              enableSorting: false,
              accessorFn: (r: RubricGridRow) => r.points ?? '',
            },
          ]
        : []),
    ];
  }, [grid, m]);

  const errors = rubric.issues.filter((i) => i.severity === 'error');
  const severity = { info: m.severityInfo, warning: m.severityWarning, error: m.severityError };
  return (
    <article className="upload-rubric__rubric" aria-label={rubric.title}>
      <h3>{rubric.title}</h3>
      <p>
        {rubric.status === 'ready' ? m.readyToSend : m.cannotSend}
        {grid
          ? ` · ${grid.totalPoints !== undefined ? format(m.totalPoints, { points: grid.totalPoints }) : m.nonnumeric}`
          : ''}
      </p>
      {grid?.description ? <p className="upload-rubric__description">{grid.description}</p> : null}
      {rubric.issues.length > 0 ? (
        <ul aria-label={format(m.issuesHeading, { title: rubric.title })} className="upload-rubric__issues">
          {rubric.issues.map((issue, i) => (
            <li key={i} className={`upload-rubric__issue--${issue.severity}`}>
              <strong>{severity[issue.severity]}:</strong> {issue.message}
            </li>
          ))}
        </ul>
      ) : null}
      {grid && errors.length === 0 ? (
        <Table
          label={format(m.gridCaption, { title: rubric.title })}
          columns={columns}
          data={grid.rows}
          getRowId={(r) => r.id}
        />
      ) : null}
      {duplicate && rubric.status === 'ready' ? (
        <div className="upload-rubric__duplicate">
          <p>{format(m.alreadyInCourse, { title: rubric.title })}</p>
          <Checkbox
            label={format(m.sendCopy, { title: rubric.title })}
            checked={copy}
            onChange={(_, checked) => onCopyChange(checked)}
          />
        </div>
      ) : null}
    </article>
  );
}
