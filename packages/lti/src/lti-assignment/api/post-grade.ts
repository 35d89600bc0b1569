import { useMutation } from '@tanstack/react-query';
import { type GradeBody, ltiApi, type LtiApi } from '@tools/backend-api';
import { useBackend } from '@tools/backend-api/react';

/**
 * One score to the launch's AGS line item through our server (which checks the caller's
 * course role with Learn). Nothing of ours caches grades, so there is nothing to invalidate.
 */
export const postGrade = (backend: LtiApi, body: GradeBody) => backend.postGrade(body);

export function usePostGrade() {
  const backend = useBackend(ltiApi);
  return useMutation({ mutationFn: (body: GradeBody) => postGrade(backend, body) });
}
