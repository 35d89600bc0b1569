import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import { format, useMessages, type ToolScreenProps } from '@tools/launch';
import { Button, InlineAlert, StatusView } from '@tools/ui';
import {
  focusAfterCollapse,
  splitCamel,
  treeKeyAction,
  visibleRows,
  type NodeKind,
  type TreeRow,
} from '../domain/index.ts';
import { messages } from '../messages.ts';
import { TreeView } from './tree-view.tsx';
import { useCrawlerTree, useWhenReady, type OpenNodes } from './use-crawler-tree.ts';
import './crawler.css';

/** CourseCrawler (spec 002): the launching course's content tree, with assessments and their questions. */
export default function CrawlerScreen({ launch }: ToolScreenProps<'token' | 'courseUuid'>) {
  return <CourseCrawler courseRef={launch.courseUuid} />;
}

function CourseCrawler({ courseRef }: { courseRef: string }) {
  const m = useMessages(messages);
  const [expanded, setExpanded] = useState<OpenNodes>(new Map());
  const [wholeTree, setWholeTree] = useState(false);
  const [expandAllPending, setExpandAllPending] = useState(false);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [moveFocus, setMoveFocus] = useState(false);

  const texts = useMemo(
    () => ({
      loadingChildren: m.loadingChildren,
      emptyFolder: m.emptyFolder,
      noQuestions: m.noQuestions,
      folderSkipped: m.folderSkipped,
      loadQuestionsFailed: m.loadQuestionsFailed,
      points: (points: number) => format(m.points, { points }),
      type: (type: string) => (m as Record<string, string>)[`type${type}`] ?? splitCamel(type),
    }),
    [m],
  );
  const tree = useCrawlerTree(courseRef, expanded, wholeTree, texts);
  const rows = tree.roots ? visibleRows(tree.roots, tree.childrenOf, expanded) : [];

  const open = (entries: Iterable<[string, NodeKind]>) => setExpanded((prev) => new Map([...prev, ...entries]));
  const openAll = useCallback((entries: [string, NodeKind][]) => {
    setExpanded((prev) => new Map([...prev, ...entries]));
    setExpandAllPending(false);
  }, []);
  useWhenReady(expandAllPending, tree.allExpandable, openAll);
  const expandAllFailed = wholeTree && tree.full.isError;

  const close = (ids: ReadonlySet<string>) => {
    setFocusedId((f) => focusAfterCollapse(rows, f, ids));
    setExpanded((prev) => new Map([...prev].filter(([id]) => !ids.has(id))));
  };
  const toggle = (row: TreeRow) => {
    if (row.expanded) close(new Set([row.node.id]));
    else open([[row.node.id, row.node.kind]]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = focusedId ?? rows[0]?.node.id;
    if (!current || event.altKey || event.ctrlKey || event.metaKey) return;
    const action = treeKeyAction(rows, current, event.key);
    if (!action) return;
    event.preventDefault();
    if (action.expand?.length) {
      const kinds = new Map(rows.map((r) => [r.node.id, r.node.kind]));
      open(action.expand.map((id): [string, NodeKind] => [id, kinds.get(id) ?? 'folder']));
    }
    if (action.collapse) close(new Set([action.collapse]));
    if (action.focus) setFocusedId(action.focus);
    setMoveFocus(true);
  };

  if (!tree.roots) {
    if (tree.top.isError) return <StatusView status="error" error={m.loadContentsFailed} />;
    return <StatusView status="loading" loadingText={m.loading} />;
  }
  if (tree.roots.length === 0) return <StatusView status="empty" emptyText={m.empty} />;

  return (
    <>
      <div className="ct-toolbar">
        <Button
          busy={expandAllPending && !expandAllFailed}
          busyText={m.expanding}
          onClick={() => {
            setWholeTree(true);
            setExpandAllPending(true);
          }}
        >
          {m.expandAll}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setExpandAllPending(false);
            close(new Set(expanded.keys()));
          }}
        >
          {m.collapseAll}
        </Button>
      </div>
      <InlineAlert tone={expandAllFailed ? 'error' : 'warning'} live="status">
        {expandAllFailed
          ? m.loadContentsFailed
          : tree.skippedFolders > 0
            ? format(m.skippedSummary, { count: tree.skippedFolders })
            : null}
      </InlineAlert>
      <TreeView
        label={m.treeLabel}
        rows={rows}
        focusedId={focusedId}
        moveFocus={moveFocus}
        onFocus={setFocusedId}
        onToggle={(row) => {
          setMoveFocus(true);
          toggle(row);
        }}
        onKeyDown={onKeyDown}
        answerTexts={{ list: m.answersLabel, correct: m.correctAnswer }}
      />
    </>
  );
}
