export { visibleRows } from './tree-rows.ts';
export type { AnswerChoice, ChildrenOf, NodeKind, TreeNode, TreeRow } from './tree-rows.ts';
export { treeKeyAction, focusAfterCollapse } from './tree-keys.ts';
export type { TreeKeyResult } from './tree-keys.ts';
export {
  ASSESSMENT_HANDLER,
  ROOT,
  answerChoices,
  assessmentIdOf,
  contentNodes,
  groupWalk,
  handlerName,
  questionNodes,
  splitCamel,
} from './content-nodes.ts';
export type { WalkedTree } from './content-nodes.ts';
