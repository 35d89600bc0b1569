import { useMemo } from 'react';
import { useMessages, type ToolScreenProps } from '@tools/launch';
import { handlerCounts } from '../domain/reports.ts';
import { messages } from '../messages.ts';
import { CountTable } from '../shared/count-table.tsx';
import { TreeStatus } from '../shared/tree-status.tsx';
import { useContentTree } from '../shared/use-content-tree.ts';
import '../shared/content.css';

/** CourseContentPatterns (001 §2.6): items per content handler id over the whole tree. */
export default function CourseContentPatternsScreen({ launch }: ToolScreenProps<'token' | 'courseUuid'>) {
  return <Patterns courseUuid={launch.courseUuid} />;
}

function Patterns({ courseUuid }: { courseUuid: string }) {
  const m = useMessages(messages);
  const { query, itemsRead } = useContentTree({ courseRef: courseUuid });
  const rows = useMemo(() => (query.data ? handlerCounts(query.data.items) : []), [query.data]);
  return (
    <TreeStatus
      query={query}
      itemsRead={itemsRead}
      loadingText={m.patternsLoading}
      emptyText={m.patternsEmpty}
      errorText={m.patternsError}
      isEmpty={rows.length === 0}
    >
      <CountTable label={m.patternsTitle} keyHeader={m.colHandlerId} rows={rows} />
    </TreeStatus>
  );
}
