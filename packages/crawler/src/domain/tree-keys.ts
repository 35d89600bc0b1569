import type { TreeRow } from './tree-rows.ts';

/**
 * What a key press does in the WAI-ARIA tree pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/treeview/): move focus, open or close nodes.
 * `null` means the key is not handled (the browser keeps its default).
 */
export interface TreeKeyResult {
  focus?: string;
  expand?: string[];
  collapse?: string;
}

export function treeKeyAction(rows: readonly TreeRow[], focusedId: string, key: string): TreeKeyResult | null {
  const index = rows.findIndex((r) => r.node.id === focusedId);
  if (index < 0) return rows[0] ? { focus: rows[0].node.id } : null;
  const row = rows[index]!;
  switch (key) {
    case 'ArrowDown':
      return { focus: rows[Math.min(index + 1, rows.length - 1)]!.node.id };
    case 'ArrowUp':
      return { focus: rows[Math.max(index - 1, 0)]!.node.id };
    case 'Home':
      return { focus: rows[0]!.node.id };
    case 'End':
      return { focus: rows[rows.length - 1]!.node.id };
    case 'ArrowRight': {
      if (!row.node.expandable) return {};
      if (!row.expanded) return { expand: [row.node.id] };
      const child = rows[index + 1];
      // Open with children: go to the first child (an open node still loading stays put).
      return child && child.parentId === row.node.id ? { focus: child.node.id } : {};
    }
    case 'ArrowLeft':
      if (row.expanded) return { collapse: row.node.id };
      return row.parentId ? { focus: row.parentId } : {};
    case 'Enter':
      if (!row.node.expandable) return {};
      return row.expanded ? { collapse: row.node.id } : { expand: [row.node.id] };
    case '*': {
      const siblings = rows.filter(
        (r) => r.parentId === row.parentId && r.level === row.level && r.node.expandable && !r.expanded,
      );
      return { expand: siblings.map((r) => r.node.id) };
    }
    default:
      return key.length === 1 && /\S/.test(key) ? typeAhead(rows, index, key) : null;
  }
}

/** Type-ahead: the next visible node whose label starts with the typed character (wrapping). */
function typeAhead(rows: readonly TreeRow[], from: number, char: string): TreeKeyResult {
  const lower = char.toLowerCase();
  for (let step = 1; step <= rows.length; step += 1) {
    const row = rows[(from + step) % rows.length]!;
    if (row.node.label.toLowerCase().startsWith(lower)) return { focus: row.node.id };
  }
  return {};
}

/**
 * Where focus goes when nodes close: if the focused node sits inside a closed node, the
 * outermost closed ancestor takes focus (the APG rule: focus never vanishes).
 */
export function focusAfterCollapse(
  rows: readonly TreeRow[],
  focusedId: string | null,
  closed: ReadonlySet<string>,
): string | null {
  if (focusedId === null) return null;
  const byId = new Map(rows.map((r) => [r.node.id, r]));
  let target = focusedId;
  let current = byId.get(focusedId);
  while (current?.parentId) {
    if (closed.has(current.parentId)) target = current.parentId;
    current = byId.get(current.parentId);
  }
  return target;
}
