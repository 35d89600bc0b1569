import { useMemo, useState } from 'react';
import { useMessages, type ToolScreenProps } from '@tools/launch';
import { externalLinks } from '../domain/reports.ts';
import { messages } from '../messages.ts';
import { TreeStatus } from '../shared/tree-status.tsx';
import { useContentTree } from '../shared/use-content-tree.ts';
import '../shared/content.css';

/**
 * MyCourseLinks, the reading tracker (001 §2.4): each external link with 'TODO: Read article'
 * that becomes '✓ Read' when clicked. Read marks live only in this page's state (not saved).
 */
export default function MyCourseLinksScreen({ launch }: ToolScreenProps<'token' | 'courseUuid'>) {
  return <ReadingTracker courseUuid={launch.courseUuid} />;
}

function ReadingTracker({ courseUuid }: { courseUuid: string }) {
  const m = useMessages(messages);
  const { query, itemsRead } = useContentTree({ courseRef: courseUuid });
  const links = useMemo(
    () => (query.data ? externalLinks(query.data.items, m.untitledLink) : []),
    [query.data, m.untitledLink],
  );
  const [read, setRead] = useState<ReadonlySet<string>>(() => new Set());
  const [justRead, setJustRead] = useState<string | null>(null);
  return (
    <TreeStatus
      query={query}
      itemsRead={itemsRead}
      loadingText={m.htmlLinksLoading}
      emptyText={m.htmlLinksEmpty}
      isEmpty={links.length === 0}
    >
      <ul className="ct-link-list ct-reading-list" aria-label={m.trackerTitle}>
        {links.map((link) => {
          const done = read.has(link.id);
          return (
            <li key={link.id}>
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {link.title}
              </a>{' '}
              {done ? (
                // Unread -> read has no way back (001 §4): the mark is plain text, not a control.
                // It takes the focus from the button it replaces, so keyboard users keep their place.
                <span
                  className="ct-read-mark"
                  tabIndex={-1}
                  ref={(el) => (el && justRead === link.id ? el.focus() : undefined)}
                >
                  {m.read}
                </span>
              ) : (
                <button
                  type="button"
                  className="ct-todo-read"
                  aria-describedby={`read-${link.id}`}
                  onClick={() => {
                    setRead((prev) => new Set(prev).add(link.id));
                    setJustRead(link.id);
                  }}
                >
                  {m.todoRead}
                </button>
              )}
              <span id={`read-${link.id}`} hidden>
                {link.title}
              </span>
            </li>
          );
        })}
      </ul>
    </TreeStatus>
  );
}
