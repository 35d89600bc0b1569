import type { Content, Question } from '@tools/learn-api';
import type { WalkResult } from '@tools/learn-api/walker';
import type { AnswerChoice, TreeNode } from './tree-rows.ts';

export const ROOT = 'ROOT';
export const ASSESSMENT_HANDLER = 'resource/x-bb-asmt-test-link';

/** Readable names for the handlers a course outline usually holds; others show their raw id. */
const HANDLER_NAMES: Record<string, string> = {
  'resource/x-bb-folder': 'Folder',
  'resource/x-bb-lesson': 'Learning module',
  'resource/x-bb-document': 'Document',
  'resource/x-bb-file': 'File',
  'resource/x-bb-externallink': 'Web link',
  'resource/x-bb-assignment': 'Assignment',
  [ASSESSMENT_HANDLER]: 'Test',
  'resource/x-bb-blti-link': 'LTI link',
  'resource/x-bb-courselink': 'Course link',
};

export function handlerName(handlerId: string | undefined): string {
  if (!handlerId) return 'Content';
  return HANDLER_NAMES[handlerId] ?? handlerId.replace(/^resource\/x-bb-/, '');
}

/** An assessment's id when the item is a test link that names one. */
export function assessmentIdOf(content: Content): string | undefined {
  return content.contentHandler?.id === ASSESSMENT_HANDLER ? content.contentHandler.assessmentId : undefined;
}

/** Content items without an id cannot be opened or keyed; Learn always sends one, so they are dropped. */
export function contentNodes(items: readonly Content[]): TreeNode[] {
  return items.flatMap((c): TreeNode[] => {
    if (!c.id) return [];
    const label = c.title?.trim() || c.id;
    const meta = handlerName(c.contentHandler?.id);
    if (c.hasChildren) return [{ id: c.id, kind: 'folder', label, meta, expandable: true }];
    if (assessmentIdOf(c)) return [{ id: c.id, kind: 'assessment', label, meta, expandable: true }];
    return [{ id: c.id, kind: 'item', label, meta, expandable: false }];
  });
}

/**
 * A question's answers from `questionHandler.answers` (002 §3: id, text, correct). The swagger
 * leaves the handler's shape per type undocumented, so this reads it defensively: an entry
 * without text is dropped, `correct` counts only when it is exactly true.
 */
export function answerChoices(handler: unknown): AnswerChoice[] | undefined {
  const answers = (handler as { answers?: unknown } | undefined)?.answers;
  if (!Array.isArray(answers)) return undefined;
  return answers.flatMap((raw: unknown, index): AnswerChoice[] => {
    if (typeof raw !== 'object' || raw === null) return [];
    const { id, text, correct } = raw as { id?: unknown; text?: unknown; correct?: unknown };
    if (typeof text !== 'string' || text.trim() === '') return [];
    return [{ id: typeof id === 'string' && id ? id : String(index + 1), text, correct: correct === true }];
  });
}

/** 'EitherOr' -> 'Either Or' for a type the catalogue does not name (Learn adds types over time). */
export const splitCamel = (type: string) => type.replace(/([a-z0-9])([A-Z])/g, '$1 $2');

export function questionNodes(
  contentId: string,
  questions: readonly Question[],
  pointsText: (points: number) => string,
  /** Learn's question type id as a person reads it ('EitherOr' -> 'Either/Or'). */
  typeText: (type: string) => string = splitCamel,
): TreeNode[] {
  return questions.map((q, index) => {
    const answers = answerChoices(q.questionHandler);
    const type = q.questionHandler?.type ? typeText(q.questionHandler.type) : undefined;
    const points = typeof q.points === 'number' ? pointsText(q.points) : undefined;
    return {
      id: `${contentId}/question/${q.id ?? index}`,
      kind: 'question',
      label: q.title?.trim() || `${index + 1}`,
      ...(type || points ? { meta: [type, points].filter(Boolean).join(' · ') } : {}),
      ...(q.text ? { html: q.text } : {}),
      ...(answers?.length ? { answers } : {}),
      expandable: false,
    };
  });
}

export interface WalkedTree {
  /** Folder id (ROOT for the top level) -> its items, for every folder the walk listed. */
  children: Map<string, Content[]>;
  /** Folders whose listing failed (skipped by the walker). */
  failed: Set<string>;
}

/**
 * Regroups a whole-tree walk by folder. A folder the walk listed but found empty gets an
 * empty list (known, nothing inside); folders it failed on or did not open (too deep) get
 * no entry, so they stay loadable one at a time.
 */
export function groupWalk(result: WalkResult): WalkedTree {
  const failed = new Set(result.failures.map((f) => f.contentId));
  const notOpened = new Set(result.skipped.filter((s) => s.reason === 'depth').map((s) => s.contentId));
  const children = new Map<string, Content[]>([[ROOT, []]]);
  for (const { item } of result.items) {
    if (item.id && item.hasChildren && !failed.has(item.id) && !notOpened.has(item.id)) children.set(item.id, []);
  }
  for (const { item, parentId } of result.items) {
    const list = children.get(parentId);
    if (list) list.push(item);
    else children.set(parentId, [item]);
  }
  return { children, failed };
}
