import { http } from 'msw';
import { DeepLinkBody, DeepLinkQuery, GradeBody, type GradeResponse } from '@tools/backend-api/contracts';
import { AGS_SCOPES } from '@tools/sandbox';
import { BACKEND_URL, type Sandbox } from '../../tool-story.tsx';
import { answer, identify, parse, requireCourseRole, searchParams, ServerError } from './server-identity.ts';

/** Spec 000 §5 and the server's SCORE_MAXIMUM: grades are entered from 0 to 100. */
const SCORE_MAXIMUM = 100;

/**
 * A line item as a launch of the grade sender carries it: the sandbox's LTI platform places the
 * tool in the course (a 100-point column with an AGS line item), as the launcher does.
 */
export function gradeSenderLineItem(sandbox: Sandbox, courseId: string): string {
  const course = sandbox.state.store.courseById(courseId);
  if (!course) throw new Error(`No sandbox course ${courseId}`);
  const link = sandbox.lti.placement(course, 'LTIAssignment', 'LTI Assignment 1');
  if (!link.columnId) throw new Error('The placement has no line item');
  return sandbox.lti.lineItemUrl(course.id, link.columnId);
}

/**
 * Stands for our server's POST /lti/grades (apps/server/src/lti/grades.ts): body checked with the
 * shared contract, the caller identified with Learn, Students refused with the server's 403, the
 * line item required to be one the platform issued, then the score is posted to the platform's
 * AGS `{lineitem}/scores` with a client-credentials AGS token, so it lands in the sandbox
 * gradebook. Only the LTI launch validation (there is no launch in Storybook) is skipped.
 */
export const gradesBackend = (sandbox: Sandbox) => [
  http.post(`${BACKEND_URL}/lti/grades`, ({ request }) =>
    answer(async () => {
      const body = parse(GradeBody, await request.json().catch(() => null), 'request body');
      const caller = await identify(sandbox, request);
      const lineItem = /\/lti\/ags\/courses\/([^/]+)\/lineitems\/([^/?]+)/.exec(body.url);
      if (!lineItem) throw new ServerError(404, 'The line item does not belong to a current launch.');
      const membership = await requireCourseRole(sandbox, caller, body.courseId, ['Student']);
      if (lineItem[1] !== membership.courseId)
        throw new ServerError(400, "courseId does not match the launch's course.");
      const timestamp = new Date().toISOString();
      const agsToken = sandbox.lti.agsTokens.issue({
        userId: null,
        clientId: sandbox.lti.reg.clientId,
        scope: AGS_SCOPES.score,
      });
      const scores = new URL(body.url);
      scores.pathname = `${scores.pathname.replace(/\/+$/, '')}/scores`;
      const res = await sandbox.app.fetch(
        new Request(scores, {
          method: 'POST',
          headers: { Authorization: `Bearer ${agsToken}`, 'Content-Type': 'application/vnd.ims.lis.v1.score+json' },
          body: JSON.stringify({
            userId: body.userId,
            scoreGiven: body.score,
            scoreMaximum: SCORE_MAXIMUM,
            activityProgress: 'Completed',
            gradingProgress: 'FullyGraded',
            timestamp,
          }),
        }),
      );
      if (!res.ok) throw new ServerError(502, `The platform refused the score (status ${res.status}).`);
      return {
        userId: body.userId,
        scoreGiven: body.score,
        scoreMaximum: SCORE_MAXIMUM,
        timestamp,
      } satisfies GradeResponse;
    }),
  ),
];

/**
 * Stands for our server's POST /lti/deep-link (apps/server/src/lti/deep-link.ts) as it answers
 * in Storybook: the query and body are checked with the shared contracts and the caller with
 * Learn, but the `launchId` in `state` names no deep-linking launch the server validated
 * (Storybook has no LTI launch), so the answer is the server's own 404, and the page shows its
 * deploy-failed message. The signed response and the return to Learn are covered by the lti E2E.
 */
export const deepLinkBackend = (sandbox: Sandbox) => [
  http.post(`${BACKEND_URL}/lti/deep-link`, ({ request }) =>
    answer(async () => {
      parse(DeepLinkQuery, searchParams(request), 'query');
      parse(DeepLinkBody, await request.json().catch(() => null), 'request body');
      await identify(sandbox, request);
      throw new ServerError(404, 'The launch has expired or does not exist. Open the tool again from Learn.');
    }),
  ),
];
