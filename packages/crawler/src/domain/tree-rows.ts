/**
 * The crawler tree as data: nodes, what is under each expandable node, and the visible rows
 * (outline order) that rendering and keyboard navigation both read. No React, no I/O.
 */
export type NodeKind = 'folder' | 'assessment' | 'item' | 'question' | 'note';

export interface TreeNode {
  id: string;
  kind: NodeKind;
  label: string;
  /** Folders and assessments open; items, questions and notes are leaves. */
  expandable: boolean;
  /** Short plain-text detail shown after the label (content type, points). */
  meta?: string;
  /** HTML from Learn (question text), rendered through SafeHtml only. */
  html?: string;
  /** A question's answer choices (002 §3), in Learn's order; absent when Learn gives none (Essay). */
  answers?: readonly AnswerChoice[];
}

export interface AnswerChoice {
  id: string;
  /** Learn's answer text: HTML (rendered through SafeHtml) or plain text. */
  text: string;
  correct: boolean;
}

/** What is known under an expandable node: nothing yet (not requested / loading) or its children. */
export type ChildrenOf = (id: string) => readonly TreeNode[] | undefined;

export interface TreeRow {
  node: TreeNode;
  /** 1 for top-level nodes (aria-level). */
  level: number;
  /** Position among siblings, 1-based (aria-posinset), and the sibling count (aria-setsize). */
  posInSet: number;
  setSize: number;
  parentId: string | null;
  expanded: boolean;
}

/** Rows a user can reach with the arrow keys: top-level nodes plus the children of every open node. */
export function visibleRows(
  roots: readonly TreeNode[],
  childrenOf: ChildrenOf,
  expanded: { has(id: string): boolean },
): TreeRow[] {
  const rows: TreeRow[] = [];
  const visit = (
    nodes: readonly TreeNode[],
    level: number,
    parentId: string | null,
    ancestors: ReadonlySet<string>,
  ) => {
    nodes.forEach((node, index) => {
      const open = node.expandable && expanded.has(node.id);
      rows.push({ node, level, posInSet: index + 1, setSize: nodes.length, parentId, expanded: open });
      // A node listed inside itself (a cycle in Learn's data) is shown once, never re-entered.
      if (!open || ancestors.has(node.id)) return;
      const children = childrenOf(node.id);
      if (children) visit(children, level + 1, node.id, new Set([...ancestors, node.id]));
    });
  };
  visit(roots, 1, null, new Set());
  return rows;
}
