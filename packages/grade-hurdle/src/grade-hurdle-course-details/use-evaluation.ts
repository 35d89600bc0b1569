import { useQueryClient } from '@tanstack/react-query';
import { useLearnClient } from '@tools/learn-api';
import { useCallback, useState } from 'react';
import { evaluateCourse, loadCourseGrades, ruleColumns, type CourseGrades } from '../data/course-evaluation.ts';
import type { GradableItem } from '../data/learn-data.ts';
import { planWrite, type Evaluation, type HurdleRules, type WritePlan } from '../domain/index.ts';
import { columnsQuery } from './queries.ts';

export interface EvaluationResult {
  rules: HurdleRules;
  evaluations: Evaluation[];
  plans: WritePlan[];
  grades: CourseGrades;
}

/**
 * Reads the gradebook afresh and evaluates every student (a dry run). Each call re-reads: the
 * write-back's confirmation and the review after writing never work from stale grades.
 */
export function useEvaluation(courseId: string, items: readonly GradableItem[]) {
  const client = useLearnClient();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<EvaluationResult | null>(null);
  const evaluate = useCallback(
    async (rules: HurdleRules): Promise<EvaluationResult> => {
      // Columns come from the cache (read when the tool opened); grades and attempts are read afresh.
      const columns = await queryClient.ensureQueryData(columnsQuery(client, courseId));
      const grades = await loadCourseGrades(client, courseId, columns, ruleColumns(rules, items));
      const evaluations = evaluateCourse(rules, items, grades);
      const next = { rules, evaluations, grades, plans: evaluations.map((e) => planWrite(e, grades.notations)) };
      setResult(next);
      return next;
    },
    [client, queryClient, courseId, items],
  );
  return { result, evaluate };
}
