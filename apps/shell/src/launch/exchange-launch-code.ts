import { createBackendCall, ltiApi } from '@tools/backend-api';

/** Trades the one-time code from an LTI launch for the user's Learn token (POST /lti/session). */
export async function exchangeLaunchCode(backendUrl: string, code: string): Promise<string> {
  const { token } = await ltiApi(createBackendCall({ baseUrl: backendUrl })).exchangeLaunchCode({ code });
  return token;
}
