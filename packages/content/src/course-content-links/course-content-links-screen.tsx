import { useMemo } from 'react';
import { useMessages, type ToolScreenProps } from '@tools/launch';
import { linkableItems } from '../domain/reports.ts';
import { messages } from '../messages.ts';
import { TreeStatus } from '../shared/tree-status.tsx';
import { useContentTree } from '../shared/use-content-tree.ts';
import '../shared/content.css';

/** CourseContentLinks (001 §2.2): every content item with a link, and its handler type. */
export default function CourseContentLinksScreen({ launch }: ToolScreenProps<'token' | 'courseUuid'>) {
  return <LinkableContent courseUuid={launch.courseUuid} />;
}

function LinkableContent({ courseUuid }: { courseUuid: string }) {
  const m = useMessages(messages);
  const { query, itemsRead, host } = useContentTree({ courseRef: courseUuid });
  const items = useMemo(() => (query.data ? linkableItems(query.data.items, host) : []), [query.data, host]);
  return (
    <TreeStatus
      query={query}
      itemsRead={itemsRead}
      loadingText={m.linkableLoading}
      emptyText={m.linkableEmpty}
      isEmpty={items.length === 0}
    >
      <ul className="ct-link-list" aria-label={m.linkableTitle}>
        {items.map((item) => (
          <li key={item.id}>
            <a href={item.url} target="_blank" rel="noopener noreferrer">
              {item.title}
            </a>{' '}
            ({item.type})
          </li>
        ))}
      </ul>
    </TreeStatus>
  );
}
