import { queryOptions, useQuery } from '@tanstack/react-query';
import { backendKeys } from '@tools/backend-api';
import { type LatePenaltyApi } from './client.ts';
import { useLatePenaltyApi } from '../data/backend.ts';

/** A course's rule per assignment, with overrides and applied penalties (the caller's own only, for a student). */
export const getAssociations = (api: LatePenaltyApi, courseId: string) => api.allAssociations(courseId);

export const associationsQueryOptions = (api: LatePenaltyApi, courseId: string) =>
  queryOptions({
    queryKey: backendKeys.latePenalty.associations(courseId),
    queryFn: () => getAssociations(api, courseId),
  });

export const useAssociations = (courseId: string) => useQuery(associationsQueryOptions(useLatePenaltyApi(), courseId));
