import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { backendKeys, BackendError } from '@tools/backend-api';
import { type GradeHurdleApi } from '../api/client.ts';
import { learnKeys, listContents, type LearnClient } from '@tools/learn-api';
import { loadColumns, loadGradableItems, loadRole } from '../data/learn-data.ts';

export const roleQuery = (client: LearnClient, courseRef: string, uuid: string) =>
  queryOptions({
    queryKey: [...learnKeys.course(client.baseUrl, courseRef), 'grade-hurdle-role', uuid],
    queryFn: ({ signal }) => loadRole(client, courseRef, uuid, { signal }),
  });

export const columnsQuery = (client: LearnClient, courseId: string) =>
  queryOptions({
    queryKey: [...learnKeys.gradebookColumns(client.baseUrl, courseId), 'grade-hurdle'],
    queryFn: ({ signal }) => loadColumns(client, courseId, { signal }),
  });

/** Gradable items: one recursive content listing joined with the course's (cached) columns. */
export const itemsQuery = (client: LearnClient, courseId: string, queryClient: QueryClient) =>
  queryOptions({
    queryKey: [...learnKeys.course(client.baseUrl, courseId), 'grade-hurdle-items'],
    queryFn: async ({ signal }) =>
      loadGradableItems(client, courseId, await queryClient.ensureQueryData(columnsQuery(client, courseId)), {
        signal,
      }),
  });

/** Titles of the items a student may see (the policy names them). */
export const visibleTitlesQuery = (client: LearnClient, courseId: string) =>
  queryOptions({
    queryKey: [...learnKeys.course(client.baseUrl, courseId), 'grade-hurdle-titles'],
    queryFn: async ({ signal }) => {
      const contents = await listContents(
        client,
        { courseRef: courseId, recursive: true },
        { signal, fields: ['id', 'title'] },
      );
      return Object.fromEntries(contents.flatMap((c) => (c.id && c.title ? [[c.id, c.title] as const] : [])));
    },
  });

/** The course's association; a 404 means "not enabled" (spec §8), answered as null. Runs only with a back end. */
export const associationQuery = (api: GradeHurdleApi | null, courseId: string) =>
  queryOptions({
    queryKey: backendKeys.gradeHurdle.associations(courseId),
    enabled: api !== null,
    queryFn: async () => {
      if (!api) throw new Error('associationQuery: no back end');
      try {
        return (await api.allAssociations(courseId))[0] ?? null;
      } catch (error) {
        if (error instanceof BackendError && error.status === 404) return null;
        throw error;
      }
    },
  });

export const runsQuery = (api: GradeHurdleApi | null, courseId: string) =>
  queryOptions({
    queryKey: backendKeys.gradeHurdle.runs(courseId),
    enabled: api !== null,
    queryFn: async () => {
      if (!api) throw new Error('runsQuery: no back end');
      return (await api.listRuns(courseId)).items;
    },
  });

/** The readable text of a failure: the server's (or Learn's) message, else the step's default. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
