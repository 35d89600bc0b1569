import { createContext, useContext, useMemo } from 'react';
import { format, useMessages } from '@tools/launch';
import { Button, SelectField, Table, type CellContext, type ColumnDef } from '@tools/ui';
import { messages } from '../messages.ts';
import {
  courseLabel,
  isChanged,
  isNew,
  type AssociationRow,
  type CourseSummary,
  type HurdleStatus,
} from './admin-rows.ts';

/** A course as far as Learn has answered: its details, or why it could not be read. */
export interface CourseLookup {
  course?: CourseSummary;
  error?: string;
}

interface Props {
  rows: AssociationRow[];
  courses: Map<string, CourseLookup>;
  onStatus: (coursePk1: string, status: HurdleStatus) => void;
  onRemove: (row: AssociationRow) => void;
}

interface Row extends AssociationRow {
  label: string;
  lookup: CourseLookup;
}

export function AssociationsTable({ rows, courses, onStatus, onRemove }: Props) {
  const m = useMessages(messages);
  const data = useMemo<Row[]>(
    () =>
      rows.map((r) => {
        const lookup = courses.get(r.coursePk1) ?? {};
        return { ...r, lookup, label: courseLabel(r.coursePk1, lookup.course) };
      }),
    [rows, courses],
  );
  const columns = useMemo<ColumnDef<Row>[]>(
    () => [
      { id: 'courseId', header: m.colCourseId, accessorFn: (r) => r.lookup.course?.courseId ?? r.coursePk1 },
      { id: 'name', header: m.colCourseName, accessorFn: (r) => r.lookup.course?.name ?? '', cell: NameCell },
      {
        id: 'status',
        header: m.colStatus,
        accessorFn: (r) => r.status,
        enableSorting: false,
        enableGlobalFilter: false,
        cell: StatusCell,
      },
      { id: 'actions', header: m.colActions, enableSorting: false, enableGlobalFilter: false, cell: ActionsCell },
    ],
    [m],
  );
  const actions = useMemo(() => ({ onStatus, onRemove }), [onStatus, onRemove]);
  return (
    <RowActions.Provider value={actions}>
      <Table
        label={m.associationsTable}
        columns={columns}
        data={data}
        getRowId={(r) => r.coursePk1}
        emptyText={m.noAssociations}
      />
    </RowActions.Provider>
  );
}

// Cells are stable components (a new function per render would remount the select and lose focus).
const RowActions = createContext<Pick<Props, 'onStatus' | 'onRemove'> | null>(null);
function useRowActions() {
  const value = useContext(RowActions);
  if (!value) throw new Error('association cells need RowActions');
  return value;
}

function NameCell({ row }: CellContext<Row, unknown>) {
  const m = useMessages(messages);
  const { lookup } = row.original;
  if (lookup.course) return <>{lookup.course.name ?? ''}</>;
  if (lookup.error !== undefined)
    return <span className="gha-muted">{format(m.courseUnknown, { reason: lookup.error })}</span>;
  return <span className="gha-muted">{m.courseLoading}</span>;
}

function StatusCell({ row }: CellContext<Row, unknown>) {
  const m = useMessages(messages);
  const { onStatus } = useRowActions();
  const r = row.original;
  const chip = isNew(r) ? m.newUnsaved : isChanged(r) ? m.changedUnsaved : null;
  return (
    <div className="gha-cell">
      <SelectField
        label={<span className="visually-hidden">{format(m.statusOf, { course: r.label })}</span>}
        value={r.status}
        options={[
          { value: 'Active', label: m.active },
          { value: 'Inactive', label: m.inactive },
        ]}
        onChange={(_, value) => onStatus(r.coursePk1, value === 'Active' ? 'Active' : 'Inactive')}
      />
      {chip ? <span className="gha-chip">{chip}</span> : null}
    </div>
  );
}

function ActionsCell({ row }: CellContext<Row, unknown>) {
  const m = useMessages(messages);
  const { onRemove } = useRowActions();
  return (
    <Button
      variant="danger"
      aria-label={format(m.removeCourse, { course: row.original.label })}
      onClick={() => onRemove(row.original)}
    >
      {m.remove}
    </Button>
  );
}
