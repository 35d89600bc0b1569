import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BackendError, backendKeys } from '@tools/backend-api';
import { enrollmentApi } from '../api/client.ts';
import type * as e from '../contracts.ts';
import { useBackend } from '@tools/backend-api/react';
import { format, useMessages } from '@tools/launch';
import { StatusView, Table, type ColumnDef } from '@tools/ui';
import { messages } from '../messages.ts';

/**
 * Who enrolled or unenrolled whom, where and when: for Learn system administrators. The server
 * decides (403 for anyone else), and then this section is not shown at all.
 */
export function EnrollmentRecord() {
  const m = useMessages(messages);
  const backend = useBackend(enrollmentApi);
  const record = useQuery({
    queryKey: backendKeys.enrollment.record(),
    queryFn: () => backend.record({ limit: 50 }),
    retry: false,
  });
  const columns = useMemo<ColumnDef<e.EnrollmentRecord>[]>(
    () => [
      { accessorKey: 'at', header: m.colWhen, cell: (c) => new Date(c.getValue<string>()).toLocaleString() },
      { accessorKey: 'actorName', header: m.colWho },
      {
        accessorKey: 'action',
        header: m.colAction,
        cell: (c) => (c.getValue() === 'enroll' ? m.actionEnroll : m.actionUnenroll),
      },
      { accessorKey: 'courseCode', header: m.colCourse },
    ],
    [m],
  );
  if (record.error instanceof BackendError && record.error.status === 403) return null;
  return (
    <section aria-labelledby="quick-enroll-record" className="quick-enroll-record">
      <h2 id="quick-enroll-record">{m.recordTitle}</h2>
      {record.isError ? (
        <StatusView status="error" error={format(m.recordFailed, { msg: record.error.message })} />
      ) : record.isPending ? (
        <StatusView status="loading" />
      ) : (
        <Table
          label={m.recordLabel}
          columns={columns}
          data={record.data.items}
          emptyText={m.recordEmpty}
          getRowId={(r) => r.id}
        />
      )}
    </section>
  );
}
