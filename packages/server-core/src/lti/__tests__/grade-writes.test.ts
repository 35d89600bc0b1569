import { describe, expect, it } from 'vitest';
import { CLAIM } from '../claims.ts';
import { ltiMessages } from '../messages.ts';
import { normaliseLineItemUrl } from '../line-item-url.ts';
import { format } from '../../messages.ts';
import { COURSE_ID, PLATFORM, users, harnessEachTest } from '../../../test/harness.ts';

const h = harnessEachTest();

const SCORE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';
const LINEITEM = 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem';
const LINEITEM_READONLY = 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly';
/** The sandbox platform's line-item container of BIO101, without its trailing slash. */
const LINE_ITEMS = `${PLATFORM}/lti/ags/courses/${COURSE_ID}/lineitems`;
const OTHER_COURSE_ITEM = `${PLATFORM}/lti/ags/courses/_9_1/lineitems/col-9`;

const post = (body: unknown, headers: Record<string, string>) => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json', ...headers },
});
const grade = (over: Record<string, unknown> = {}) => ({
  url: h.lineItem,
  userId: users.student.uuid,
  courseId: COURSE_ID,
  score: 87,
  ...over,
});
const containerOnly =
  (lineitems: string, scope = [SCORE, LINEITEM]) =>
  (n: string) =>
    h.claims(n, { [CLAIM.ags]: { scope, lineitems }, [CLAIM.custom]: { route: 'MyCourses' } });

describe('normaliseLineItemUrl', () => {
  it.each([
    [`${LINE_ITEMS}/../../_9_1/lineitems/col-9`],
    [`${LINE_ITEMS}/%2e%2e/%2E%2E/_9_1/lineitems/col-9`],
    [`${LINE_ITEMS}/.%2e/.%2E/_9_1/lineitems/col-9`],
    [`${LINE_ITEMS}/./li-1`],
    [`${LINE_ITEMS}/li-1/..`],
    [`${LINE_ITEMS}/a%2f..%2f..%2fb`],
    [`${LINE_ITEMS}\\..\\li-1`],
    ['https://user:pw@learn.test/api/lti/courses/_7_1/lineitems/li-1'],
    ['javascript:alert(1)'],
    // The URL parser drops tabs and newlines: `.\t.` is `..` to it.
    [`${LINE_ITEMS}/.\t./.\n./_9_1/lineitems/col-9`],
    [`${LINE_ITEMS}/.\r\n./..\t/_9_1/lineitems/col-9`],
    [`${LINE_ITEMS}/\t../\n../_9_1/lineitems/col-9`],
    [`${LINE_ITEMS}/li-\u00001`],
    [` ${LINE_ITEMS}/li-1`],
    [`${LINE_ITEMS}/li 1`],
    [`${LINE_ITEMS}/li-1\u007f`],
    // Re-encoded by the parser: not the path that was checked.
    [`${LINE_ITEMS}/li-"1"`],
  ])('refuses %j', (raw) => {
    expect(normaliseLineItemUrl(raw)).toBeNull();
  });

  it('canonicalises host, port and fragment but keeps the query', () => {
    expect(normaliseLineItemUrl('HTTPS://Learn.TEST:443/api/lti/lineitems/li-1?type_id=2#x')).toBe(
      'https://learn.test/api/lti/lineitems/li-1?type_id=2',
    );
  });
});

describe('POST /lti/grades: which line items a launch may grade', () => {
  it('refuses dot segments that would climb into another course, and posts nothing', async () => {
    await h.fullLaunch();
    for (const url of [
      `${LINE_ITEMS}/../../_9_1/lineitems/col-9`,
      `${LINE_ITEMS}/%2e%2e/%2e%2e/_9_1/lineitems/col-9`,
      `${LINE_ITEMS}/%2E%2E/%2E%2E/_9_1/lineitems/col-9`,
      `${LINE_ITEMS}/.\t./.\n./_9_1/lineitems/col-9`,
    ]) {
      const res = await h.app.request('/lti/grades', post(grade({ url }), h.auth('instructor')));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: ltiMessages.lineItemUrlRefused });
    }
    expect(h.platform.scores).toEqual([]);
  });

  it('refuses a line item of another course and one nested deeper than one segment', async () => {
    await h.fullLaunch();
    for (const url of [OTHER_COURSE_ITEM, `${h.lineItem}/x`, h.lineItems, LINE_ITEMS]) {
      const res = await h.app.request('/lti/grades', post(grade({ url }), h.auth('instructor')));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: ltiMessages.lineItemUnknown });
    }
    expect(h.platform.scores).toEqual([]);
  });

  it("accepts the launch's own line item in another spelling (normalised on both sides)", async () => {
    await h.fullLaunch();
    const res = await h.app.request(
      '/lti/grades',
      post(grade({ url: h.lineItem.replace('https://learn.test', 'HTTPS://LEARN.test:443') }), h.auth('instructor')),
    );
    expect(res.status).toBe(200);
    expect(h.platform.scores[0]!.url).toBe(`${h.lineItem}/scores`);
  });

  it('accepts {container}/<one segment> when the container URL ends with a slash', async () => {
    // The sandbox names its container with the trailing slash, as some platforms do.
    expect(h.lineItems).toBe(`${LINE_ITEMS}/`);
    await h.fullLaunch(containerOnly(h.lineItems));
    const other = h.addLineItem('Quiz 9');
    expect(other).toMatch(new RegExp(`^${LINE_ITEMS}/[^/]+$`));
    const res = await h.app.request('/lti/grades', post(grade({ url: other }), h.auth('instructor')));
    expect(res.status).toBe(200);
    expect(h.platform.scores[0]!.url).toBe(`${other}/scores`);
  });

  it('accepts the line item the platform returned for the launch, wherever it lives', async () => {
    // The launch names only a container with a query, so the item the platform returns (the placement's
    // line item, a 20-point column) lies outside what the container rule accepts ({lineitems}/<one segment>
    // with the same query): only the platform's answer makes it gradable.
    h.lineItemColumn().score.possible = 20;
    const { decoded } = await h.fullLaunch((n) =>
      h.claims(n, { [CLAIM.ags]: { scope: [SCORE, LINEITEM], lineitems: `${h.lineItems}?type_id=1` } }),
    );
    const elsewhere = h.lineItem;
    expect(decoded.lineItemUrl).toBe(elsewhere);
    const res = await h.app.request('/lti/grades', post(grade({ url: elsewhere }), h.auth('instructor')));
    expect(res.status).toBe(200);
    // Its maximum came with the platform's answer at launch: no extra read.
    expect(h.platform.lineItemReads).toEqual([]);
    expect(h.platform.scores[0]!.body).toMatchObject({ scoreGiven: 17.4, scoreMaximum: 20 });
  });

  it('finds the launch that granted the score scope behind many newer launches that did not', async () => {
    await h.fullLaunch();
    for (let i = 0; i < 21; i++) {
      const { res } = await h.launch((n) => h.claims(n, { [CLAIM.ags]: { scope: [], lineitem: h.lineItem } }));
      expect(res.status).toBe(302);
    }
    const res = await h.app.request('/lti/grades', post(grade(), h.auth('instructor')));
    expect(res.status).toBe(200);
  });

  it("refuses a line item of the caller's site that only another Learn site's launch named", async () => {
    await h.fullLaunch();
    await h.db.query("update lti_launches set platform_url = 'https://other-learn.test'");
    const res = await h.app.request('/lti/grades', post(grade(), h.auth('instructor')));
    expect(res.status).toBe(404);
  });
});

describe('POST /lti/grades: roles (checked with Learn in the launch course)', () => {
  it.each([['TeachingAssistant'], ['Grader']])('lets a %s post any score for any student', async (role) => {
    await h.fullLaunch();
    h.setCourseRole('instructor3', role);
    const res = await h.app.request('/lti/grades', post(grade({ score: 55 }), h.auth('instructor3')));
    expect(res.status).toBe(200);
    expect(h.platform.scores[0]!.body).toMatchObject({ userId: users.student.uuid, scoreGiven: 55 });
  });

  it.each([['Guest'], ['CourseBuilder'], ['Mentor'], ['custom-observer']])(
    'limits a %s to the fixed score 87 for themselves',
    async (role) => {
      await h.fullLaunch();
      h.setCourseRole('instructor3', role);
      const refused = format(ltiMessages.ownFixedScoreOnly, { role, score: 87 });
      const forOther = await h.app.request('/lti/grades', post(grade(), h.auth('instructor3')));
      expect(forOther.status).toBe(403);
      expect(await forOther.json()).toEqual({ message: refused });
      const otherScore = await h.app.request(
        '/lti/grades',
        post(grade({ userId: users.instructor3.uuid, score: 100 }), h.auth('instructor3')),
      );
      expect(otherScore.status).toBe(403);
      expect(await otherScore.json()).toEqual({ message: refused });
      expect(h.platform.scores).toEqual([]);
      const own = await h.app.request(
        '/lti/grades',
        post(grade({ userId: users.instructor3.uuid }), h.auth('instructor3')),
      );
      expect(own.status).toBe(200);
      expect(h.platform.scores.map((s) => [s.body.userId, s.status])).toEqual([[users.instructor3.uuid, 204]]);
    },
  );

  it('refuses a student even for their own id', async () => {
    await h.fullLaunch();
    const res = await h.app.request('/lti/grades', post(grade(), h.auth('student')));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Your course role (Student) may not perform this action.' });
  });
});

describe('POST /lti/grades: scoreMaximum from the line item', () => {
  it("sends the grade on the line item's scale, reading the item once per launch", async () => {
    h.lineItemColumn().score.possible = 10;
    await h.fullLaunch();
    const first = await h.app.request('/lti/grades', post(grade(), h.auth('instructor')));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ scoreGiven: 8.7, scoreMaximum: 10 });
    await h.app.request('/lti/grades', post(grade({ userId: users.student2.uuid, score: 100 }), h.auth('instructor')));
    expect(h.platform.scores.map((s) => [s.body.scoreGiven, s.body.scoreMaximum])).toEqual([
      [8.7, 10],
      [10, 10],
    ]);
    expect(h.platform.lineItemReads).toHaveLength(1);
    expect(h.platform.lineItemReads[0]).toEqual({
      url: h.lineItem,
      authorization: `Bearer ${h.platform.agsTokens[0]}`,
    });
    // The platform's gradebook holds the grades on its 10-point column.
    expect(h.sandbox.state.store.grade(h.lineItemColumn(), users.student.id)).toMatchObject({ score: 8.7 });
    expect(h.platform.tokenRequests.map((r) => r.get('scope'))).toEqual([LINEITEM, SCORE]);
  });

  it('reads with the read-only line-item scope when that is what the platform granted', async () => {
    h.lineItemColumn().score.possible = 50;
    await h.fullLaunch((n) =>
      h.claims(n, { [CLAIM.ags]: { scope: [SCORE, LINEITEM_READONLY], lineitem: h.lineItem } }),
    );
    const res = await h.app.request('/lti/grades', post(grade({ score: 10 }), h.auth('instructor')));
    expect(await res.json()).toMatchObject({ scoreGiven: 5, scoreMaximum: 50 });
    expect(h.platform.tokenRequests[0]!.get('scope')).toBe(LINEITEM_READONLY);
  });

  it('sends the percentage out of 100 when no line-item scope lets the tool read the maximum', async () => {
    await h.fullLaunch((n) => h.claims(n, { [CLAIM.ags]: { scope: [SCORE], lineitem: h.lineItem } }));
    const res = await h.app.request('/lti/grades', post(grade(), h.auth('instructor')));
    expect(await res.json()).toMatchObject({ scoreGiven: 87, scoreMaximum: 100 });
    expect(h.platform.lineItemReads).toEqual([]);
  });

  it('answers 502 and posts nothing when the line item cannot be read', async () => {
    await h.fullLaunch();
    h.sandbox.state.faults.add({ method: 'GET', path: '/lti/ags/courses/*/lineitems/*', kind: 'status', status: 404 });
    const res = await h.app.request('/lti/grades', post(grade(), h.auth('instructor')));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      message: format(ltiMessages.lineItemUnreadable, { reason: 'GET line item answered 404' }),
    });
    expect(h.platform.scores).toEqual([]);
  });
});
