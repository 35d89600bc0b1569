import { useQueries, useQuery } from '@tanstack/react-query';
import { courseQueryOptions, getContentDetail, learnKeys, useLearnClient } from '@tools/learn-api';
import { instructionsOf, isPrimaryId } from '../domain/index.ts';

export type Instructions = { status: 'loading' } | { status: 'ready'; html: string } | { status: 'failed' };

/**
 * Instructions of the graded items shown, one content-detail request per item (cached). The
 * private detail call takes the course's primary id: a launch that already carries one skips
 * the course lookup (spec 000 §9), otherwise the course is read once (shared cache entry).
 */
export function useInstructions(courseRef: string, contentIds: readonly string[]): Map<string, Instructions> {
  const client = useLearnClient();
  const primary = isPrimaryId(courseRef);
  const course = useQuery({ ...courseQueryOptions(client, courseRef), enabled: !primary && contentIds.length > 0 });
  const courseId = primary ? courseRef : course.data?.id;
  const details = useQueries({
    queries: contentIds.map((contentId) => ({
      queryKey: [...learnKeys.course(client.baseUrl, courseId ?? courseRef), 'contentDetail', contentId] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        getContentDetail(client, { courseId: courseId!, contentId }, { signal }),
      enabled: courseId !== undefined,
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });
  return new Map(
    contentIds.map((id, i): [string, Instructions] => {
      const q = details[i]!;
      if (q.data) return [id, { status: 'ready', html: instructionsOf(q.data) }];
      if (q.isError || course.isError) return [id, { status: 'failed' }];
      return [id, { status: 'loading' }];
    }),
  );
}
