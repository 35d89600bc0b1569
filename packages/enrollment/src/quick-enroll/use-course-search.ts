import { useEffect } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { backendKeys } from '@tools/backend-api';
import { enrollmentApi } from '../api/client.ts';
import type * as e from '../contracts.ts';
import { useBackend } from '@tools/backend-api/react';

export interface Search {
  searchType: e.SearchType;
  searchValue: string;
}

/**
 * A search, one server page (one Learn page of 100 courses) at a time: the first page shows
 * as soon as it arrives and the next pages follow on their own until the last.
 */
export function useCourseSearch(search: Search | null, launch: { uuid: string; platformUrl: string | null }) {
  const backend = useBackend(enrollmentApi);
  const query = useInfiniteQuery({
    queryKey: backendKeys.enrollment.search(search?.searchType ?? '', search?.searchValue ?? ''),
    enabled: search !== null,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      backend.searchCourses({
        searchType: search!.searchType,
        searchValue: search!.searchValue,
        nextKey: pageParam,
        // Spec 000 §7 sends these; the server uses the verified caller instead.
        userUuid: launch.uuid,
        platformUrl: launch.platformUrl,
      }),
    getNextPageParam: (page) => page.nextKey,
    retry: false,
    staleTime: 30_000,
  });
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  return query;
}
