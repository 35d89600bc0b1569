export { visibleRows } from './tree-rows.ts';
export type { ChildrenOf, NodeKind, TreeNode, TreeRow } from './tree-rows.ts';
export { treeKeyAction, focusAfterCollapse } from './tree-keys.ts';
export type { TreeKeyResult } from './tree-keys.ts';
export { ASSESSMENT_HANDLER, ROOT, assessmentIdOf, contentNodes, groupWalk, handlerName, questionNodes } from './content-nodes.ts';
export type { WalkedTree } from './content-nodes.ts';
