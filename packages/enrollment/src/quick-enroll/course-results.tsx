import { useMemo, useRef, useState } from 'react';
import { useMutation, useQueryClient, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { BackendError, backendKeys } from '@tools/backend-api';
import { enrollmentApi } from '../api/client.ts';
import type * as e from '../contracts.ts';
import { useBackend } from '@tools/backend-api/react';
import { format, useMessages } from '@tools/launch';
import { Button, InlineAlert, StatusView, Table, type ColumnDef } from '@tools/ui';
import { roleName, safeHref } from '../domain/index.ts';
import { messages } from '../messages.ts';

type Query = UseInfiniteQueryResult<InfiniteData<e.CoursesPage>, Error>;
type Row = e.CourseResult & { instructorNames: string };

const names = (c: e.CourseResult) =>
  c.instructors.map((i) => [i.name.given, i.name.family].filter(Boolean).join(' ')).join(', ');

/** The results table (spec 000 §2), sorted by a header click (ascending <-> descending, §4). */
export function CourseResults({
  query,
  launch,
}: {
  query: Query;
  launch: { uuid: string; platformUrl: string | null };
}) {
  const m = useMessages(messages);
  const backend = useBackend(enrollmentApi);
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string; detail?: string; seq: number } | null>(
    null,
  );
  const seq = useRef(0);
  const say = (tone: 'ok' | 'error', text: string, detail?: string) => {
    seq.current += 1;
    setNotice({ tone, text, ...(detail ? { detail } : {}), seq: seq.current });
  };
  // Enrolled flags changed here, by course id (spec §4: Yes after enrolling, No after unenrolling).
  const [changed, setChanged] = useState<ReadonlyMap<string, 'Yes' | 'No'>>(new Map());
  const membership = useMutation({
    mutationFn: (p: { courseId: string; courseCode: string; action: 'enroll' | 'unenroll' }) =>
      backend.setMembership({
        courseId: p.courseId,
        action: p.action,
        userUuid: launch.uuid,
        platformUrl: launch.platformUrl,
      }),
    onSuccess: (answer, p) => {
      setChanged((prev) => new Map(prev).set(p.courseId, answer.enrolled));
      const course = p.courseCode;
      const detail =
        p.action === 'enroll'
          ? answer.courseRoleId
            ? format(answer.unchanged ? m.alreadyEnrolledAs : m.enrolledAs, {
                course,
                role: roleName(answer.courseRoleId),
              })
            : undefined
          : format(answer.unchanged ? m.wasNotEnrolled : m.unenrolledFrom, { course });
      say('ok', answer.message || (p.action === 'enroll' ? m.enrolled : m.unenrolled), detail);
      void queryClient.invalidateQueries({ queryKey: backendKeys.enrollment.record() });
    },
    onError: (error, p) => {
      const denied = error instanceof BackendError && error.status === 403;
      say('error', denied ? m.permissionDenied : p.action === 'enroll' ? m.enrollFailed : m.unenrollFailed);
    },
  });

  const rows = useMemo<Row[]>(
    () =>
      (query.data?.pages ?? []).flatMap((p) =>
        p.courses.map((c) => ({ ...c, enrolled: changed.get(c.id) ?? c.enrolled, instructorNames: names(c) })),
      ),
    [query.data, changed],
  );
  const columns = useMemo<ColumnDef<Row>[]>(
    () => [
      { accessorKey: 'courseId', header: m.colCourseId },
      { accessorKey: 'enrolled', header: m.colEnrolled, cell: (c) => (c.getValue() === 'Yes' ? m.yes : m.no) },
      { accessorKey: 'instructorNames', header: m.colInstructors },
      {
        id: 'actions',
        header: m.colActions,
        enableSorting: false,
        cell: ({ row: { original: c } }) => {
          const action = c.enrolled === 'Yes' ? 'unenroll' : 'enroll';
          const busy = membership.isPending && membership.variables.courseId === c.id;
          return (
            <Button
              variant={action === 'enroll' ? 'primary' : 'secondary'}
              aria-label={format(action === 'enroll' ? m.enrollIn : m.unenrollFrom, { course: c.courseId })}
              busy={busy}
              onClick={() => {
                setNotice(null);
                membership.mutate({ courseId: c.id, courseCode: c.courseId, action });
              }}
            >
              {action === 'enroll' ? m.enroll : m.unenroll}
            </Button>
          );
        },
      },
      {
        accessorKey: 'externalAccessUrl',
        header: m.colLink,
        cell: (c) => {
          const url = safeHref(c.getValue<string | null>());
          return url ? (
            <a href={url} target="_blank" rel="noopener noreferrer">
              {m.openCourse}
            </a>
          ) : (
            m.noLink
          );
        },
      },
    ],
    [m, membership],
  );

  if (query.isError && rows.length === 0) {
    const denied = query.error instanceof BackendError && query.error.status === 403;
    return <StatusView status="error" error={denied ? m.permissionDenied : m.searchFailed} />;
  }
  if (query.isPending) return <StatusView status="loading" loadingText={m.searching} />;
  if (rows.length === 0) return <StatusView status="empty" emptyText={m.empty} />;
  return (
    <>
      {/* The outcome takes focus: the row's button changes (Enroll -> Unenroll) under the keyboard user. */}
      <InlineAlert tone={notice?.tone === 'error' ? 'error' : 'success'} live="status" focusKey={notice?.seq ?? null}>
        {notice ? (
          <>
            {notice.text}
            {notice.detail ? ` ${notice.detail}` : ''}
          </>
        ) : null}
      </InlineAlert>
      {query.isError && <InlineAlert>{m.searchFailed}</InlineAlert>}
      {query.isFetchingNextPage && <p role="status">{format(m.loadingMore, { count: rows.length })}</p>}
      <Table label={m.resultsLabel} columns={columns} data={rows} sortCycle="two-state" getRowId={(r) => r.id} />
    </>
  );
}
