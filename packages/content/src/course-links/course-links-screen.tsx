import { useMemo } from 'react';
import { useMessages, type ToolScreenProps } from '@tools/launch';
import { externalLinks } from '../domain/reports.ts';
import { messages } from '../messages.ts';
import { TreeStatus } from '../shared/tree-status.tsx';
import { useContentTree } from '../shared/use-content-tree.ts';
import '../shared/content.css';

/** CourseLinks (001 §2.3): the course's external links, anywhere in the tree. */
export default function CourseLinksScreen({ launch }: ToolScreenProps<'token' | 'courseUuid'>) {
  return <HtmlLinks courseUuid={launch.courseUuid} />;
}

function HtmlLinks({ courseUuid }: { courseUuid: string }) {
  const m = useMessages(messages);
  const { query, itemsRead } = useContentTree({ courseRef: courseUuid });
  const links = useMemo(
    () => (query.data ? externalLinks(query.data.items, m.untitledLink) : []),
    [query.data, m.untitledLink],
  );
  return (
    <TreeStatus
      query={query}
      itemsRead={itemsRead}
      loadingText={m.htmlLinksLoading}
      emptyText={m.htmlLinksEmpty}
      errorHint={m.htmlLinksErrorHint}
      isEmpty={links.length === 0}
    >
      <ul className="ct-link-list" aria-label={m.htmlLinksTitle}>
        {links.map((link) => (
          <li key={link.id}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </TreeStatus>
  );
}
