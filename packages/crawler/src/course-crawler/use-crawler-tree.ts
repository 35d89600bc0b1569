import { useEffect, useMemo, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import pLimit from 'p-limit';
import { contentTreeQueryOptions, useLearnClient, type Content } from '@tools/learn-api';
import type { WalkResult } from '@tools/learn-api/walker';
import {
  assessmentIdOf,
  contentNodes,
  groupWalk,
  questionNodes,
  ROOT,
  type NodeKind,
  type TreeNode,
} from '../domain/index.ts';
import { QUESTION_CONCURRENCY, questionsQueryOptions } from './questions-query.ts';

export interface CrawlerTexts {
  loadingChildren: string;
  emptyFolder: string;
  noQuestions: string;
  folderSkipped: string;
  loadQuestionsFailed: string;
  points: (points: number) => string;
  type: (type: string) => string;
}

const note = (parentId: string, text: string): TreeNode => ({
  id: `${parentId}/note`,
  kind: 'note',
  label: text,
  expandable: false,
});

/**
 * Everything the crawler shows, from three sources in TanStack Query: the top level (one
 * listing), folders opened one at a time (one listing each, through the walker with
 * maxDepth 0), and the whole tree after Expand all (the walker's recursive listing, shared
 * with the content reports' cache entry). Questions load per open assessment, 4 at a time.
 */
/** Open nodes by id, with their kind (a folder lists children, an assessment its questions). */
export type OpenNodes = ReadonlyMap<string, NodeKind>;

export function useCrawlerTree(courseRef: string, expanded: OpenNodes, wholeTree: boolean, texts: CrawlerTexts) {
  const client = useLearnClient();
  const [limit] = useState(() => pLimit(QUESTION_CONCURRENCY));

  const full = useQuery({ ...contentTreeQueryOptions(client, { courseRef }), enabled: wholeTree });
  const walked = useMemo(() => (full.data ? groupWalk(full.data) : undefined), [full.data]);
  const top = useQuery({ ...contentTreeQueryOptions(client, { courseRef, maxDepth: 0 }), enabled: !walked });

  // Folders opened before (or beyond) the whole-tree walk are listed one by one.
  const openFolders = [...expanded].flatMap(([id, kind]) =>
    kind === 'folder' && !walked?.children.has(id) && !walked?.failed.has(id) ? [id] : [],
  );
  const folderQueries = useQueries({
    queries: openFolders.map((id) => ({
      ...contentTreeQueryOptions(client, { courseRef, from: id, maxDepth: 0 }),
      retry: false,
    })),
  });
  const folders = new Map(openFolders.map((id, i) => [id, folderQueries[i]!]));

  const contents = new Map<string, Content>();
  const add = (result: WalkResult | undefined) =>
    result?.items.forEach(({ item }) => item.id && contents.set(item.id, item));
  add(full.data);
  add(top.data);
  folderQueries.forEach((q) => add(q.data));

  const openAssessments = [...expanded].flatMap(([id, kind]) => {
    const content = kind === 'assessment' ? contents.get(id) : undefined;
    const assessmentId = content && assessmentIdOf(content);
    return assessmentId ? [{ id, assessmentId }] : [];
  });
  const questionQueries = useQueries({
    queries: openAssessments.map((a) => ({
      ...questionsQueryOptions(client, courseRef, a.assessmentId, limit),
      retry: false,
    })),
  });
  const questions = new Map(openAssessments.map((a, i) => [a.id, questionQueries[i]!]));

  const roots: TreeNode[] | undefined = walked
    ? contentNodes(walked.children.get(ROOT) ?? [])
    : top.data && contentNodes(top.data.items.map((w) => w.item));

  function childrenOf(id: string): TreeNode[] | undefined {
    const q = questions.get(id);
    if (q) {
      if (q.data)
        return q.data.length ? questionNodes(id, q.data, texts.points, texts.type) : [note(id, texts.noQuestions)];
      return [note(id, q.isError ? texts.loadQuestionsFailed : texts.loadingChildren)];
    }
    const listed = walked?.children.get(id);
    if (listed) return listed.length ? contentNodes(listed) : [note(id, texts.emptyFolder)];
    if (walked?.failed.has(id)) return [note(id, texts.folderSkipped)];
    const f = folders.get(id);
    if (!f) return undefined;
    if (f.data)
      return f.data.items.length ? contentNodes(f.data.items.map((w) => w.item)) : [note(id, texts.emptyFolder)];
    return [note(id, f.isError ? texts.folderSkipped : texts.loadingChildren)];
  }

  /** Every folder and assessment of the whole tree (what Expand all opens). */
  const allExpandable = useMemo(() => {
    if (!full.data) return undefined;
    return full.data.items.flatMap(({ item }): [string, NodeKind][] => {
      if (!item.id) return [];
      if (item.hasChildren) return [[item.id, 'folder']];
      return assessmentIdOf(item) ? [[item.id, 'assessment']] : [];
    });
  }, [full.data]);

  return {
    roots,
    childrenOf,
    top,
    full,
    allExpandable,
    skippedFolders: walked?.failed.size ?? 0,
  };
}

/** Runs `action` once when `ready` becomes defined while `pending` is set. */
export function useWhenReady<T>(pending: boolean, ready: T | undefined, action: (value: T) => void) {
  useEffect(() => {
    if (pending && ready !== undefined) action(ready);
  }, [pending, ready, action]);
}
