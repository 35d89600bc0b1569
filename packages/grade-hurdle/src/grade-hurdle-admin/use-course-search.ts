import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { pageCourses, useLearnClient, type Course, type Page } from '@tools/learn-api';
import type { CourseSummary } from './admin-rows.ts';
import { COURSE_FIELDS, courseSummaryKey, toSummary } from './admin-data.ts';

export type SearchField = 'name' | 'courseId';

export interface CourseSearchState {
  status: 'idle' | 'searching' | 'done' | 'error';
  results: CourseSummary[];
  /** Learn has more pages for this search (loaded on request, not all at once). */
  hasMore: boolean;
  error: unknown;
}

const idle: CourseSearchState = { status: 'idle', results: [], hasMore: false, error: null };

/**
 * Spec 002 §7: GET /v3/courses with name or courseId, followed through paging.nextPage, at
 * Learn's largest page size (100). The next page is fetched when the admin asks for more, so a
 * broad search ("a") costs one call, not one per hundred courses of the institution.
 * Empty text clears the results without a request (spec 002 §5).
 */
export function useCourseSearch() {
  const learn = useLearnClient();
  const queryClient = useQueryClient();
  const [state, setState] = useState<CourseSearchState>(idle);
  const pages = useRef<AsyncGenerator<Page<Course>, void, undefined> | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const pull = useCallback(
    async (append: boolean) => {
      const generator = pages.current;
      if (!generator) return;
      setState((s) => ({ ...s, status: 'searching', ...(append ? {} : { results: [], hasMore: false }) }));
      try {
        const next = await generator.next();
        if (pages.current !== generator) return; // a newer search replaced this one
        const found = next.done ? [] : next.value.results.map(toSummary).filter((c) => c.id);
        // Seeds the list's course lookups: a course added from here costs no further call.
        for (const c of found) queryClient.setQueryData(courseSummaryKey(learn.baseUrl, c.id), c);
        const hasMore = !next.done && Boolean(next.value.nextPage);
        setState((s) => ({
          status: 'done',
          results: append ? [...s.results, ...found] : found,
          hasMore,
          error: null,
        }));
      } catch (error) {
        if (pages.current !== generator || abort.current?.signal.aborted) return;
        setState((s) => ({ ...s, status: 'error', error }));
      }
    },
    [learn.baseUrl, queryClient],
  );

  const search = useCallback(
    (field: SearchField, text: string) => {
      abort.current?.abort();
      const wanted = text.trim();
      if (!wanted) {
        pages.current = null;
        setState(idle);
        return;
      }
      abort.current = new AbortController();
      pages.current = pageCourses(
        learn,
        { [field]: wanted },
        { signal: abort.current.signal, fields: [...COURSE_FIELDS] },
      );
      void pull(false);
    },
    [learn, pull],
  );

  const more = useCallback(() => void pull(true), [pull]);
  return { ...state, search, more };
}
