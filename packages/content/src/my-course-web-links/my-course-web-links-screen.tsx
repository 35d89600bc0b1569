import { useMemo } from 'react';
import { useMessages, type ToolScreenProps } from '@tools/launch';
import { Table, type ColumnDef } from '@tools/ui';
import { externalLinks, type WebLink } from '../domain/reports.ts';
import { messages } from '../messages.ts';
import { TreeStatus } from '../shared/tree-status.tsx';
import { useContentTree } from '../shared/use-content-tree.ts';
import '../shared/content.css';

/**
 * MyCourseWebLinks (001 §2.5): external links at the top level only, as a Title / URL table.
 * Only the top level is listed (maxDepth 0: one request), not the whole tree.
 */
export default function MyCourseWebLinksScreen({ launch }: ToolScreenProps<'token' | 'courseUuid'>) {
  return <WebLinks courseUuid={launch.courseUuid} />;
}

function WebLinks({ courseUuid }: { courseUuid: string }) {
  const m = useMessages(messages);
  const { query, itemsRead } = useContentTree({ courseRef: courseUuid, maxDepth: 0 });
  const links = useMemo(
    () => (query.data ? externalLinks(query.data.items, m.untitledLink, true) : []),
    [query.data, m.untitledLink],
  );
  const columns = useMemo<ColumnDef<WebLink>[]>(
    () => [
      { accessorKey: 'title', header: m.colTitle },
      {
        accessorKey: 'url',
        header: m.colUrl,
        cell: ({ row }) => (
          <a href={row.original.url} target="_blank" rel="noopener noreferrer">
            {row.original.url}
          </a>
        ),
      },
    ],
    [m],
  );
  return (
    <TreeStatus
      query={query}
      itemsRead={itemsRead}
      loadingText={m.webLinksLoading}
      emptyText={m.webLinksEmpty}
      isEmpty={links.length === 0}
    >
      <Table label={m.webLinksTitle} columns={columns} data={links} getRowId={(r) => r.id} />
    </TreeStatus>
  );
}
