import { useMutation } from '@tanstack/react-query';
import { type DeepLinkBody, ltiApi, type LtiApi } from '@tools/backend-api';
import { useBackend } from '@tools/backend-api/react';

/** The server answered without a JWT (spec 000 §5 has its own message for it). */
export class NoJwtError extends Error {}

/**
 * The signed LtiDeepLinkingResponse for the deep-linking launch in `rawState`, and where to
 * form-POST it. The server builds and signs the items; the page only names them.
 */
export async function createDeepLink(backend: LtiApi, rawState: string, body: DeepLinkBody) {
  const answer = await backend.deepLink(rawState, body);
  if (!answer.jwt) throw new NoJwtError();
  return { jwt: answer.jwt, action: answer.deepLinkReturnUrl };
}

/** Nothing cached depends on it: the frame leaves for Learn after success. */
export function useCreateDeepLink(rawState: string) {
  const backend = useBackend(ltiApi);
  return useMutation({ mutationFn: (body: DeepLinkBody) => createDeepLink(backend, rawState, body) });
}
