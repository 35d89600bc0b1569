import { createContext, useContext, useId, useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { format, useMessages } from '@tools/launch';
import {
  Button,
  SelectField,
  StatusView,
  Table,
  TextField,
  useToast,
  type CellContext,
  type ColumnDef,
} from '@tools/ui';
import { messages, type Messages } from '../messages.ts';
import { courseLabel, type CourseSummary, type Draft } from './admin-rows.ts';
import { associationsQueryOptions, useGradeHurdleApi } from './admin-data.ts';
import { reasonOf } from './reasons.ts';
import { useCourseSearch, type SearchField } from './use-course-search.ts';

interface Props {
  draft: Draft;
  onAdd: (course: CourseSummary) => void;
}

/** Add Association: find Learn courses by name or course id and add them to the list (unsaved). */
export function CourseSearchPanel({ draft, onAdd }: Props) {
  const m = useMessages(messages);
  const hurdle = useGradeHurdleApi();
  const toast = useToast();
  const headingId = useId();
  const [field, setField] = useState<SearchField>('name');
  const [text, setText] = useState('');
  const search = useCourseSearch();
  // The same cached list the associations panel shows: no extra request.
  const saved = useQuery(associationsQueryOptions(hurdle)).data;
  const listed = useMemo(
    () => new Set([...(saved ?? []).map((a) => a.coursePk1), ...draft.added.map((c) => c.id)]),
    [saved, draft.added],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search.search(field, text);
  };
  const add = (course: CourseSummary) => {
    if (listed.has(course.id)) return;
    onAdd(course);
    toast.show({ text: format(m.courseAdded, { course: courseLabel(course.id, course) }), tone: 'success' });
  };

  return (
    <section aria-labelledby={headingId} className="gha-stack">
      <h2 id={headingId}>{m.addAssociation}</h2>
      <form role="search" aria-labelledby={headingId} className="gha-inline" onSubmit={onSubmit}>
        <SelectField
          label={m.searchBy}
          value={field}
          options={[
            { value: 'name', label: m.searchByName },
            { value: 'courseId', label: m.searchByCourseId },
          ]}
          onChange={(_, value) => setField(value === 'courseId' ? 'courseId' : 'name')}
        />
        <TextField label={m.searchFor} type="search" value={text} onChange={(_, value) => setText(value)} />
        <Button type="submit" variant="primary" busy={search.status === 'searching'} busyText={m.searching}>
          {m.search}
        </Button>
      </form>
      <SearchResults m={m} search={search} listed={listed} onAdd={add} />
    </section>
  );
}

interface ResultRow extends CourseSummary {
  label: string;
  listed: boolean;
}

function SearchResults({
  m,
  search,
  listed,
  onAdd,
}: {
  m: Messages;
  search: ReturnType<typeof useCourseSearch>;
  listed: Set<string>;
  onAdd: (course: CourseSummary) => void;
}) {
  const { status, results, hasMore, error } = search;
  const data = useMemo<ResultRow[]>(
    () => results.map((c) => ({ ...c, label: courseLabel(c.id, c), listed: listed.has(c.id) })),
    [results, listed],
  );
  const columns = useMemo<ColumnDef<ResultRow>[]>(
    () => [
      { id: 'courseId', header: m.colCourseId, accessorFn: (r) => r.courseId ?? '' },
      { id: 'name', header: m.colCourseName, accessorFn: (r) => r.name ?? '' },
      { id: 'availability', header: m.colAvailability, accessorFn: (r) => availabilityText(m, r.available) },
      { id: 'actions', header: m.colActions, enableSorting: false, enableGlobalFilter: false, cell: AddCell },
    ],
    [m],
  );
  const count = (
    <p role="status" className="gha-hint">
      {status === 'done' && results.length > 0
        ? format(hasMore ? m.searchCountMore : m.searchCount, { count: results.length })
        : ''}
    </p>
  );
  if (status === 'error' && results.length === 0)
    return <StatusView status="error" errorTitle={m.searchFailed} error={reasonOf(error)} />;
  if (status === 'done' && results.length === 0) return <StatusView status="empty" emptyText={m.noCoursesFound} />;
  if (results.length === 0) return count;
  return (
    <>
      {count}
      <AddCourse.Provider value={onAdd}>
        <Table label={m.searchResults} columns={columns} data={data} getRowId={(r) => r.id} />
      </AddCourse.Provider>
      {status === 'error' ? <StatusView status="error" errorTitle={m.searchFailed} error={reasonOf(error)} /> : null}
      {hasMore ? (
        <Button onClick={search.more} busy={status === 'searching'} busyText={m.searching}>
          {m.loadMore}
        </Button>
      ) : null}
    </>
  );
}

const AddCourse = createContext<((course: CourseSummary) => void) | null>(null);

function AddCell({ row }: CellContext<ResultRow, unknown>) {
  const m = useMessages(messages);
  const onAdd = useContext(AddCourse);
  const r = row.original;
  return (
    <Button
      aria-label={format(r.listed ? m.listedCourse : m.addCourse, { course: r.label })}
      // Still focusable once listed, so focus does not jump away after Add.
      aria-disabled={r.listed || undefined}
      onClick={() => onAdd?.({ id: r.id, courseId: r.courseId, name: r.name, available: r.available })}
    >
      {r.listed ? m.listed : m.add}
    </Button>
  );
}

function availabilityText(m: Messages, available: string | undefined): string {
  switch (available) {
    case 'Yes':
      return m.availableYes;
    case 'No':
      return m.availableNo;
    case 'Disabled':
      return m.availableDisabled;
    case 'Term':
      return m.availableTerm;
    default:
      return available ?? '';
  }
}
