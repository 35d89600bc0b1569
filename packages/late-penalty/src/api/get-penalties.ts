import { queryOptions, useQuery } from '@tanstack/react-query';
import { backendKeys } from '@tools/backend-api';
import { type LatePenaltyApi } from './client.ts';
import { useLatePenaltyApi } from '../data/backend.ts';

/** Applied penalties of one course, or of every course (LATE_PENALTY_ADMIN) when courseId is null. */
export const getPenalties = (api: LatePenaltyApi, courseId: string | null) => api.allPenalties(courseId ?? undefined);

export const penaltiesQueryOptions = (api: LatePenaltyApi, courseId: string | null) =>
  queryOptions({
    queryKey: backendKeys.latePenalty.penalties(courseId),
    queryFn: () => getPenalties(api, courseId),
  });

export const usePenalties = (courseId: string | null) => useQuery(penaltiesQueryOptions(useLatePenaltyApi(), courseId));
