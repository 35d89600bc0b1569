import { useMemo } from 'react';
import { useMessages, type ToolScreenProps } from '@tools/launch';
import { contentTypeCounts } from '../domain/reports.ts';
import { messages } from '../messages.ts';
import { CountTable } from '../shared/count-table.tsx';
import { TreeStatus } from '../shared/tree-status.tsx';
import { useContentTree } from '../shared/use-content-tree.ts';
import '../shared/content.css';

/** CourseContentSummary (001 §2.7): items per content type; errors show Learn's own message (§8). */
export default function CourseContentSummaryScreen({ launch }: ToolScreenProps<'token' | 'courseUuid'>) {
  return <Summary courseUuid={launch.courseUuid} />;
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
