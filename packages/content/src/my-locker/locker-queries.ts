import { queryOptions } from '@tanstack/react-query';
import { learnKeys, listGroups, type LearnClient } from '@tools/learn-api';

/** A course's groups (no shared query options exist in learn-api yet; the key follows learnKeys). */
export function groupsQueryOptions(client: LearnClient, courseRef: string) {
  return queryOptions({
    queryKey: [...learnKeys.course(client.baseUrl, courseRef), 'groups'] as const,
    queryFn: ({ signal }) => listGroups(client, { courseRef }, { signal, fields: ['id', 'name', 'isGroupSet'] }),
  });
}
