import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backendKeys, BackendError } from '@tools/backend-api';
import { gradeHurdleApi } from '../api/client.ts';
import { useOptionalBackend } from '@tools/backend-api/react';
import type * as gradeHurdle from '../contracts.ts';
import { useMessages } from '@tools/launch';
import { messages } from '../messages.ts';
import type { Draft } from './draft.ts';

export type SavePart = 'rules' | 'mapping';

/**
 * Saves sub-rules + logic, or the mapping, with the version last read: a save based on an old
 * version is refused by the server (409) and the screen offers to reload the saved rules.
 */
export function useSaveRules(courseId: string, association: gradeHurdle.Association | null) {
  const m = useMessages(messages);
  const backend = useOptionalBackend(gradeHurdleApi);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ part, draft }: { part: SavePart; draft: Draft }) => {
      if (!backend) throw new Error(m.missingBackEndUrl);
      if (!courseId) throw new Error(m.missingCourseId);
      const body: gradeHurdle.AssociationPatch = {
        CoursePk1: courseId,
        ...(part === 'rules' ? { SubRules: draft.subRules, Logic: draft.logic } : { Mapping: draft.mapping }),
        ...(association ? { Version: association.version } : {}),
      };
      const saved = await backend.patchAssociation(body);
      return saved.items[0] ?? null;
    },
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(backendKeys.gradeHurdle.associations(courseId), saved);
    },
  });
}

export const isConflict = (error: unknown) => error instanceof BackendError && error.status === 409;
