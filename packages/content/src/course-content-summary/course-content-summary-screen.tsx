import { useMemo } from 'react';
import { useMessages } from '@tools/launch';
import { contentTypeCounts } from '../domain/reports.ts';
import { messages } from '../messages.ts';
import { CountTable } from '../shared/count-table.tsx';
import { CourseScreen } from '../shared/course-screen.tsx';
import { TreeStatus } from '../shared/tree-status.tsx';
import { useContentTree } from '../shared/use-content-tree.ts';

/** CourseContentSummary (001 §2.7): items per content type; errors show Learn's own message (§8). */
export default function CourseContentSummaryScreen() {
  const m = useMessages(messages);
  return <CourseScreen title={m.summaryTitle}>{(courseUuid) => <Summary courseUuid={courseUuid} />}</CourseScreen>;
}

function Summary({ courseUuid }: { courseUuid: string }) {
  const m = useMessages(messages);
  const { query, itemsRead } = useContentTree({ courseRef: courseUuid });
  const rows = useMemo(() => (query.data ? contentTypeCounts(query.data.items) : []), [query.data]);
  return (
    <TreeStatus
      query={query}
      itemsRead={itemsRead}
      loadingText={m.summaryLoading}
      emptyText={m.summaryEmpty}
      isEmpty={rows.length === 0}
    >
      <CountTable label={m.summaryTitle} keyHeader={m.colContentType} rows={rows} />
    </TreeStatus>
  );
}
