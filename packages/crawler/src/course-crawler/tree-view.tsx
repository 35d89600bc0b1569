import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { SafeHtml } from '@tools/ui';
import type { AnswerChoice, TreeRow } from '../domain/index.ts';

interface TreeViewProps {
  label: string;
  rows: readonly TreeRow[];
  focusedId: string | null;
  /** Set when focus moved because of the user (keys, clicks): the DOM follows it then, not on first paint. */
  moveFocus: boolean;
  onFocus: (id: string) => void;
  onToggle: (row: TreeRow) => void;
  onKeyDown: (event: KeyboardEvent<HTMLUListElement>) => void;
  /** Texts for a question's answer list. */
  answerTexts: { list: string; correct: string };
}

/** Learn sends answer text as HTML or as plain text; only markup goes through SafeHtml. */
const looksLikeHtml = (text: string) => /<[a-z!/]/i.test(text);

/**
 * A question's answers. The correct ones carry a check mark and the words "Correct answer"
 * (not colour alone), so sighted, screen-reader and monochrome users all see the same thing.
 */
function AnswerList({
  id,
  answers,
  texts,
}: {
  id: string;
  answers: readonly AnswerChoice[];
  texts: { list: string; correct: string };
}) {
  return (
    <ul id={id} className="crawler-answers" aria-label={texts.list}>
      {answers.map((a) => (
        <li key={a.id} className={a.correct ? 'crawler-answer crawler-answer-correct' : 'crawler-answer'}>
          {looksLikeHtml(a.text) ? (
            <SafeHtml className="crawler-answer-text" html={a.text} />
          ) : (
            <span className="crawler-answer-text">{a.text}</span>
          )}
          {a.correct ? (
            <span className="crawler-correct-mark">
              {' '}
              <span aria-hidden="true">✓</span> {texts.correct}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * WAI-ARIA tree: nested treeitems in groups, one tab stop (roving tabindex), names from each
 * item's own label (aria-labelledby) rather than the whole subtree's text.
 */
export function TreeView({
  label,
  rows,
  focusedId,
  moveFocus,
  onFocus,
  onToggle,
  onKeyDown,
  answerTexts,
}: TreeViewProps) {
  const base = useId();
  const domId = (id: string) => `${base}-${id}`;
  const byParent = useMemo(() => {
    const map = new Map<string | null, TreeRow[]>();
    for (const row of rows) map.set(row.parentId, [...(map.get(row.parentId) ?? []), row]);
    return map;
  }, [rows]);
  const tabStop = focusedId !== null && rows.some((r) => r.node.id === focusedId) ? focusedId : rows[0]?.node.id;
  const treeRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!moveFocus || !tabStop) return;
    const el = document.getElementById(domId(tabStop));
    if (el && el !== document.activeElement) el.focus();
  });

  const renderRows = (parentId: string | null) =>
    (byParent.get(parentId) ?? []).map((row) => {
      const { node } = row;
      const id = domId(node.id);
      const children = row.expanded ? byParent.get(node.id) : undefined;
      // The question text and its answers describe the treeitem (its name stays the short label).
      const described = [node.html ? `${id}-text` : '', node.answers ? `${id}-answers` : ''].filter(Boolean).join(' ');
      return (
        <li
          key={node.id}
          id={id}
          role="treeitem"
          aria-labelledby={`${id}-label`}
          {...(described ? { 'aria-describedby': described } : {})}
          aria-level={row.level}
          aria-setsize={row.setSize}
          aria-posinset={row.posInSet}
          {...(node.expandable ? { 'aria-expanded': row.expanded } : {})}
          tabIndex={node.id === tabStop ? 0 : -1}
          className={`crawler-node crawler-kind-${node.kind}`}
          onFocus={(e) => {
            if (e.target === e.currentTarget) onFocus(node.id);
          }}
        >
          <div
            className="crawler-row"
            onClick={() => {
              onFocus(node.id);
              if (node.expandable) onToggle(row);
            }}
          >
            <span aria-hidden="true" className="crawler-twisty">
              {node.expandable ? (row.expanded ? '▾' : '▸') : '•'}
            </span>
            <span id={`${id}-label`} className="crawler-label">
              {node.label}
              {node.meta ? <span className="crawler-meta"> ({node.meta})</span> : null}
            </span>
          </div>
          {node.html ? (
            <div id={`${id}-text`} className="crawler-question-text">
              <SafeHtml html={node.html} />
            </div>
          ) : null}
          {node.answers ? <AnswerList id={`${id}-answers`} answers={node.answers} texts={answerTexts} /> : null}
          {children ? <ul role="group">{renderRows(node.id)}</ul> : null}
        </li>
      );
    });

  return (
    <ul ref={treeRef} role="tree" aria-label={label} className="crawler-tree" onKeyDown={onKeyDown}>
      {renderRows(null)}
    </ul>
  );
}
