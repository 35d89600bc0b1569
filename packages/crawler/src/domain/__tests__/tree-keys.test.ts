import { describe, expect, it } from 'vitest';
import { focusAfterCollapse, treeKeyAction, visibleRows, type TreeNode } from '../index.ts';

const folder = (id: string, label = id): TreeNode => ({ id, label, kind: 'folder', expandable: true });
const leaf = (id: string, label = id): TreeNode => ({ id, label, kind: 'item', expandable: false });

// A: [a1, B: [b1]], c, D: [] (D's children not loaded yet)
const children: Record<string, TreeNode[]> = { A: [leaf('a1', 'Alpha one'), folder('B', 'Beta')], B: [leaf('b1')] };
const roots = [folder('A', 'Apples'), leaf('c', 'Cherries'), folder('D', 'Dates')];
const rowsFor = (open: string[]) => visibleRows(roots, (id) => children[id], new Set(open));
const ids = (open: string[]) => rowsFor(open).map((r) => r.node.id);

describe('visibleRows', () => {
  it('lists top-level nodes and the children of open nodes in outline order, with ARIA positions', () => {
    expect(ids([])).toEqual(['A', 'c', 'D']);
    expect(ids(['A'])).toEqual(['A', 'a1', 'B', 'c', 'D']);
    expect(ids(['A', 'B'])).toEqual(['A', 'a1', 'B', 'b1', 'c', 'D']);
    // An open node whose parent is closed stays hidden.
    expect(ids(['B'])).toEqual(['A', 'c', 'D']);
    const b1 = rowsFor(['A', 'B']).find((r) => r.node.id === 'b1')!;
    expect(b1).toMatchObject({ level: 3, posInSet: 1, setSize: 1, parentId: 'B' });
    const d = rowsFor([]).find((r) => r.node.id === 'D')!;
    expect(d).toMatchObject({ level: 1, posInSet: 3, setSize: 3, parentId: null, expanded: false });
  });

  it('never re-enters a node listed inside itself (cycle)', () => {
    const loop: Record<string, TreeNode[]> = { X: [folder('X')] };
    const rows = visibleRows([folder('X')], (id) => loop[id], new Set(['X']));
    expect(rows.map((r) => r.node.id)).toEqual(['X', 'X']);
  });
});

describe('treeKeyAction (WAI-ARIA tree pattern)', () => {
  const open = rowsFor(['A']);
  it.each([
    ['ArrowDown', 'A', { focus: 'a1' }],
    ['ArrowDown', 'D', { focus: 'D' }],
    ['ArrowUp', 'a1', { focus: 'A' }],
    ['ArrowUp', 'A', { focus: 'A' }],
    ['Home', 'c', { focus: 'A' }],
    ['End', 'A', { focus: 'D' }],
    ['ArrowRight', 'A', { focus: 'a1' }],
    ['ArrowRight', 'B', { expand: ['B'] }],
    ['ArrowRight', 'c', {}],
    ['ArrowLeft', 'A', { collapse: 'A' }],
    ['ArrowLeft', 'a1', { focus: 'A' }],
    ['ArrowLeft', 'c', {}],
    ['Enter', 'A', { collapse: 'A' }],
    ['Enter', 'D', { expand: ['D'] }],
    ['Enter', 'c', {}],
    ['*', 'c', { expand: ['D'] }],
    ['*', 'a1', { expand: ['B'] }],
    ['d', 'A', { focus: 'D' }],
    ['C', 'D', { focus: 'c' }],
    ['z', 'A', {}],
  ] as const)('%s on %s', (key, focused, expected) => {
    expect(treeKeyAction(open, focused, key)).toEqual(expected);
  });

  it('leaves other keys to the browser', () => {
    expect(treeKeyAction(open, 'A', 'Tab')).toBeNull();
    expect(treeKeyAction(open, 'A', ' ')).toBeNull();
  });

  it('keeps focus on an open node whose children are still loading', () => {
    const loading = visibleRows([folder('D')], () => undefined, new Set(['D']));
    expect(treeKeyAction(loading, 'D', 'ArrowRight')).toEqual({});
  });

  it('focuses the first row when the focused node is gone', () => {
    expect(treeKeyAction(open, 'gone', 'ArrowDown')).toEqual({ focus: 'A' });
  });
});

describe('focusAfterCollapse', () => {
  const rows = rowsFor(['A', 'B']);
  it('moves focus to the outermost closed ancestor', () => {
    expect(focusAfterCollapse(rows, 'b1', new Set(['B']))).toBe('B');
    expect(focusAfterCollapse(rows, 'b1', new Set(['A', 'B']))).toBe('A');
    expect(focusAfterCollapse(rows, 'c', new Set(['A', 'B']))).toBe('c');
    expect(focusAfterCollapse(rows, null, new Set(['A']))).toBeNull();
  });
});
