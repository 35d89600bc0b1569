import { BackendError, createBackendClient } from '@tools/backend-api';
import { describe, expect, it } from 'vitest';
import { COURSE_ID, createHarness, PLATFORM, TOOL, users } from '@tools/server-core/test/harness.ts';

/** The shared typed client, answered in-process by the real app. */
describe('@tools/backend-api against the real server', () => {
  it('exchanges the launch code, deploys a deep link and posts a grade; errors carry the server message', async () => {
    const h = await createHarness();
    const viaApp: typeof globalThis.fetch = async (input, init) => {
      const req = new Request(input, init);
      return h.app.request(req.url.replace(TOOL, ''), {
        method: req.method,
        headers: req.headers,
        body: req.body,
        duplex: 'half',
      } as RequestInit);
    };
    const dl = await h.fullLaunch((n) => h.deepLinkClaims(n));
    const anonymous = createBackendClient({ baseUrl: TOOL, fetch: viaApp });
    const session = await anonymous.lti.exchangeLaunchCode({ code: dl.code });
    expect(session.token).toBe(h.platform.learnTokens[0]);

    // The instructor's Learn token from that launch.
    const teacher = createBackendClient({ baseUrl: TOOL, token: session.token, platformUrl: PLATFORM, fetch: viaApp });
    const linked = await teacher.lti.deepLink(dl.state, {
      selectedItems: [{ id: 'lti-assignment-2', title: 'LTI Assignment 2' }],
    });
    expect(linked.jwt?.split('.')).toHaveLength(3);

    await h.fullLaunch();
    const posted = await teacher.lti.postGrade({
      url: h.lineItem,
      userId: users.student.uuid,
      courseId: COURSE_ID,
      score: 90,
    });
    expect(posted).toMatchObject({ userId: users.student.uuid, scoreGiven: 90, scoreMaximum: 100 });

    const learnerToken = h.sandbox.state.issueToken(users.student.id);
    const learner = createBackendClient({ baseUrl: TOOL, token: learnerToken, platformUrl: PLATFORM, fetch: viaApp });
    const refused = await learner.lti
      .postGrade({ url: h.lineItem, userId: users.student.uuid, courseId: COURSE_ID, score: 90 })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BackendError);
    expect(refused).toMatchObject({ status: 403, message: 'Your course role (Student) may not perform this action.' });
  });
});
