import {
  DeepLinkResponse,
  GradeResponse,
  HealthResponse,
  LaunchCodeExchangeResponse,
  type DeepLinkBody,
  type GradeBody,
  type LaunchCodeExchangeBody,
} from '../contracts/index.ts';
import type { BackendCall } from '../http.ts';

/** Health and the LTI tool side: launch-code exchange, deep-link response, grade passback. */
export function ltiApi(call: BackendCall) {
  return {
    health: () => call('get', 'healthz', HealthResponse),
    exchangeLaunchCode: (body: LaunchCodeExchangeBody) =>
      call('post', 'lti/session', LaunchCodeExchangeResponse, { json: body }),
    deepLink: (state: string, body: DeepLinkBody) =>
      call('post', 'lti/deep-link', DeepLinkResponse, { query: { state }, json: body }),
    postGrade: (body: GradeBody) => call('post', 'lti/grades', GradeResponse, { json: body }),
  };
}
export type LtiApi = ReturnType<typeof ltiApi>;
