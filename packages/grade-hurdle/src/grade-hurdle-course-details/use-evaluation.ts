import { useQueryClient } from '@tanstack/react-query';
import { useLearnClient } from '@tools/learn-api';
import { useCallback, useRef, useState } from 'react';
import {
  evaluateCourse,
  loadCourseGrades,
  ruleColumns,
  withWrittenGrades,
  type CourseGrades,
  type WrittenGrade,
} from '../data/course-evaluation.ts';
import type { GradableItem } from '../data/learn-data.ts';
import { planWrite, type Evaluation, type HurdleRules, type WritePlan } from '../domain/index.ts';
import { columnsQuery } from './queries.ts';

export interface EvaluationResult {
  rules: HurdleRules;
  evaluations: Evaluation[];
  plans: WritePlan[];
  grades: CourseGrades;
}

function evaluated(rules: HurdleRules, items: readonly GradableItem[], grades: CourseGrades): EvaluationResult {
  const evaluations = evaluateCourse(rules, items, grades);
  return { rules, evaluations, grades, plans: evaluations.map((e) => planWrite(e, grades.notations)) };
}

/**
 * Reads the gradebook afresh and evaluates every student (a dry run). Each call re-reads: the
 * write-back's confirmation never works from stale grades. After a write-back that Learn answered
 * in full, the review folds those answers into the last read instead (`applyWritten`).
 */
export function useEvaluation(courseId: string, items: readonly GradableItem[]) {
  const client = useLearnClient();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<EvaluationResult | null>(null);
  const latest = useRef<EvaluationResult | null>(null);
  const show = useCallback((next: EvaluationResult) => {
    latest.current = next;
    setResult(next);
    return next;
  }, []);
  const evaluate = useCallback(
    async (rules: HurdleRules): Promise<EvaluationResult> => {
      // Columns come from the cache (read when the tool opened); grades and attempts are read afresh.
      const columns = await queryClient.ensureQueryData(columnsQuery(client, courseId));
      const grades = await loadCourseGrades(client, courseId, columns, ruleColumns(rules, items));
      return show(evaluated(rules, items, grades));
    },
    [client, queryClient, courseId, items, show],
  );
  /**
   * The last evaluation with Learn's answers to our own writes (no Learn call); null when they do not
   * fit it, and the caller reads afresh.
   */
  const applyWritten = useCallback(
    (written: readonly WrittenGrade[]): EvaluationResult | null => {
      const last = latest.current;
      const grades = last ? withWrittenGrades(last.grades, written) : null;
      return last && grades ? show(evaluated(last.rules, items, grades)) : null;
    },
    [items, show],
  );
  return { result, evaluate, applyWritten };
}
