import type { Context, Hono } from 'hono';
import { decodeJwt, jwtVerify } from 'jose';
import type { ColumnRec, CourseRec, GradeRec } from '../seed/types.ts';
import type { SandboxState } from '../state/state.ts';
import { AGS_SCOPES } from './claims.ts';
import type { LtiPlatform } from './platform.ts';

const MEDIA = {
  lineItem: 'application/vnd.ims.lis.v2.lineitem+json',
  lineItems: 'application/vnd.ims.lis.v2.lineitemcontainer+json',
  results: 'application/vnd.ims.lis.v2.resultcontainer+json',
};

const oauthError = (c: Context, status: 400 | 401, error: string, description: string) =>
  c.json({ error, error_description: description }, status);
const agsError = (c: Context, status: 400 | 401 | 403 | 404, message: string) => c.json({ error: message }, status);

function json(c: Context, body: unknown, type: string, status = 200) {
  return c.body(JSON.stringify(body), status as 200, { 'Content-Type': type });
}

/** AGS access tokens (client_credentials + JWT client assertion) and the line item / score / result services. */
export function registerAgsRoutes(app: Hono, state: SandboxState, lti: LtiPlatform): void {
  app.post('/lti/token', async (c) => {
    const p = new URLSearchParams(await c.req.text());
    if (p.get('grant_type') !== 'client_credentials')
      return oauthError(c, 400, 'unsupported_grant_type', "grant_type must be 'client_credentials'");
    if (p.get('client_assertion_type') !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer') {
      return oauthError(
        c,
        400,
        'invalid_request',
        'client_assertion_type must be urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      );
    }
    // The assertion's issuer names the client (the configured tool, or one registered dynamically).
    const assertion = p.get('client_assertion') ?? '';
    let claimedClient = lti.reg.clientId;
    try {
      claimedClient = (decodeJwt(assertion).iss as string | undefined) ?? claimedClient;
    } catch {
      // Not a JWT: jwtVerify below says so.
    }
    const client = lti.client(claimedClient) ?? lti.client(lti.reg.clientId)!;
    let payload;
    try {
      ({ payload } = await jwtVerify(assertion, lti.toolKeySet(client.clientId), {
        issuer: client.clientId,
        subject: client.clientId,
        audience: [lti.tokenUrl, lti.issuer],
        currentDate: new Date(state.clock()),
      }));
    } catch (err) {
      return oauthError(c, 401, 'invalid_client', `The client assertion is not valid: ${(err as Error).message}`);
    }
    if (!lti.useJti(payload.jti))
      return oauthError(c, 401, 'invalid_client', 'The client assertion needs a jti that was not used before');
    const allowed: string[] = Object.values(AGS_SCOPES);
    const scopes = (p.get('scope') ?? '').split(' ').filter((s) => allowed.includes(s));
    if (scopes.length === 0)
      return oauthError(c, 400, 'invalid_scope', `scope must include at least one of: ${allowed.join(' ')}`);
    const scope = scopes.join(' ');
    const token = lti.agsTokens.issue({ userId: null, clientId: client.clientId, scope });
    return c.json({ access_token: token, token_type: 'Bearer', expires_in: 3600, scope });
  });

  const base = '/lti/ags/courses/:courseId/lineitems';

  /** Checks the bearer's scopes and resolves the course; returns a Response on failure. */
  const guard = (c: Context, scopes: string[]): CourseRec | Response => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const grant = token ? lti.agsTokens.lookup(token) : undefined;
    if (!grant) return agsError(c, 401, 'A valid AGS access token is required');
    if (!grant.scope.split(' ').some((s) => scopes.includes(s)))
      return agsError(c, 403, `The token lacks the scope: ${scopes.join(' or ')}`);
    const course = state.store.courseById(c.req.param('courseId') ?? '');
    return course ?? agsError(c, 404, 'Course not found');
  };
  const lineItemOf = (c: Context, course: CourseRec): ColumnRec | Response => {
    const column = state.store.columnById(c.req.param('lineItemId') ?? '');
    return column && column.courseId === course.id && lti.lineItems.has(column.id)
      ? column
      : agsError(c, 404, 'Line item not found');
  };
  const lineItemJson = (course: CourseRec, col: ColumnRec) => {
    const meta = lti.lineItems.get(col.id) ?? {};
    return {
      id: lti.lineItemUrl(course.id, col.id),
      scoreMaximum: col.score.possible,
      label: col.name,
      ...(meta.resourceId ? { resourceId: meta.resourceId } : {}),
      ...(meta.tag ? { tag: meta.tag } : {}),
      ...(meta.resourceLinkId ? { resourceLinkId: meta.resourceLinkId } : {}),
      ...(col.grading.due ? { endDateTime: col.grading.due } : {}),
    };
  };
  const readScopes = [AGS_SCOPES.lineItem, AGS_SCOPES.lineItemReadOnly];

  // The container answers with and without its trailing slash (the claim names it with one).
  const containers = [base, `${base}/`];

  app.on('GET', containers, (c) => {
    const course = guard(c, readScopes);
    if (course instanceof Response) return course;
    const q = new URL(c.req.url).searchParams;
    const items = state.store.columnsOfCourse(course.id).filter((col) => {
      const meta = lti.lineItems.get(col.id);
      return (
        meta &&
        (!q.get('resource_id') || meta.resourceId === q.get('resource_id')) &&
        (!q.get('resource_link_id') || meta.resourceLinkId === q.get('resource_link_id')) &&
        (!q.get('tag') || meta.tag === q.get('tag'))
      );
    });
    // Paged as AGS allows: `limit` (at most the platform's page size), the next page in a Link header.
    const limit = Math.max(1, Math.min(Number(q.get('limit')) || lti.lineItemsPageSize, lti.lineItemsPageSize));
    const page = Math.max(1, Math.floor(Number(q.get('page')) || 1));
    const slice = items.slice((page - 1) * limit, page * limit);
    const headers: Record<string, string> = {};
    if (page * limit < items.length) {
      const next = new URL(c.req.url);
      next.searchParams.set('page', String(page + 1));
      headers.Link = `<${next.toString()}>; rel="next"`;
    }
    return c.body(JSON.stringify(slice.map((col) => lineItemJson(course, col))), 200, {
      'Content-Type': MEDIA.lineItems,
      ...headers,
    });
  });

  app.on('POST', containers, async (c) => {
    const course = guard(c, [AGS_SCOPES.lineItem]);
    if (course instanceof Response) return course;
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body || typeof body.label !== 'string' || body.label.trim() === '')
      return agsError(c, 400, 'label is required');
    if (typeof body.scoreMaximum !== 'number' || !(body.scoreMaximum > 0))
      return agsError(c, 400, 'scoreMaximum must be a number greater than 0');
    const now = new Date(state.clock()).toISOString();
    const id = state.store.mintId();
    const column: ColumnRec = {
      courseId: course.id,
      id,
      externalId: `lti-${id}`,
      externalToolId: lti.reg.clientId,
      name: body.label,
      displayName: body.label,
      externalGrade: false,
      created: now,
      modified: now,
      score: { possible: body.scoreMaximum },
      availability: { available: 'Yes' },
      grading: {
        type: 'Manual',
        ...(typeof body.endDateTime === 'string' ? { due: new Date(body.endDateTime).toISOString() } : {}),
        schemaId: 'schema-score',
        anonymousGrading: { type: 'None' },
      },
      includeInCalculations: true,
      showStatisticsToStudents: false,
    };
    state.store.addColumn(column);
    lti.lineItems.set(id, {
      ...(typeof body.resourceId === 'string' ? { resourceId: body.resourceId } : {}),
      ...(typeof body.tag === 'string' ? { tag: body.tag } : {}),
      ...(typeof body.resourceLinkId === 'string' ? { resourceLinkId: body.resourceLinkId } : {}),
    });
    return json(c, lineItemJson(course, column), MEDIA.lineItem, 201);
  });

  app.get(`${base}/:lineItemId`, (c) => {
    const course = guard(c, readScopes);
    if (course instanceof Response) return course;
    const col = lineItemOf(c, course);
    return col instanceof Response ? col : json(c, lineItemJson(course, col), MEDIA.lineItem);
  });

  // AGS §3.2: a tool may delete a line item (its column goes with its results).
  app.delete(`${base}/:lineItemId`, (c) => {
    const course = guard(c, [AGS_SCOPES.lineItem]);
    if (course instanceof Response) return course;
    const col = lineItemOf(c, course);
    if (col instanceof Response) return col;
    state.store.removeColumn(col);
    lti.lineItems.delete(col.id);
    return c.body(null, 204);
  });

  app.post(`${base}/:lineItemId/scores`, async (c) => {
    const course = guard(c, [AGS_SCOPES.score]);
    if (course instanceof Response) return course;
    const col = lineItemOf(c, course);
    if (col instanceof Response) return col;
    const s = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (!s || typeof s.userId !== 'string') return agsError(c, 400, 'userId is required');
    if (typeof s.timestamp !== 'string' || Number.isNaN(Date.parse(s.timestamp)))
      return agsError(c, 400, 'timestamp must be an ISO-8601 date-time');
    const progress = ['Initialized', 'Started', 'InProgress', 'Submitted', 'Completed'];
    const grading = ['FullyGraded', 'Pending', 'PendingManual', 'Failed', 'NotReady'];
    if (!progress.includes(s.activityProgress as string))
      return agsError(c, 400, `activityProgress must be one of ${progress.join(', ')}`);
    if (!grading.includes(s.gradingProgress as string))
      return agsError(c, 400, `gradingProgress must be one of ${grading.join(', ')}`);
    const user = state.store.userBy('uuid', s.userId);
    if (!user || !state.store.membership(course.id, user.id))
      return agsError(c, 400, 'userId is not a member of this context');
    const given = s.scoreGiven;
    if (
      given !== undefined &&
      (typeof given !== 'number' || typeof s.scoreMaximum !== 'number' || !(s.scoreMaximum > 0))
    ) {
      return agsError(c, 400, 'scoreGiven needs a numeric scoreMaximum greater than 0');
    }
    const before = state.store.grade(col, user.id);
    if (before?.lastRelevantDate && Date.parse(before.lastRelevantDate) > Date.parse(s.timestamp)) {
      return agsError(c, 400, 'A newer score already exists (timestamp is older)'); // AGS: platforms must not apply older scores
    }
    const score =
      typeof given === 'number'
        ? Math.round((given / (s.scoreMaximum as number)) * col.score.possible * 1000) / 1000
        : undefined;
    const graded = s.gradingProgress === 'FullyGraded' && score !== undefined;
    const next: GradeRec = {
      userId: user.id,
      columnId: col.id,
      status: graded ? 'Graded' : 'NeedsGrading',
      exempt: false,
      ...(graded ? { score, text: String(score) } : {}),
      ...(typeof s.comment === 'string' ? { feedback: s.comment } : {}),
      changeIndex: state.store.nextChangeIndex(),
      firstRelevantDate: before?.firstRelevantDate ?? new Date(s.timestamp).toISOString(),
      lastRelevantDate: new Date(s.timestamp).toISOString(),
    };
    state.store.putGrade(next);
    return c.body(null, 204);
  });

  app.get(`${base}/:lineItemId/results`, (c) => {
    const course = guard(c, [AGS_SCOPES.resultReadOnly]);
    if (course instanceof Response) return course;
    const col = lineItemOf(c, course);
    if (col instanceof Response) return col;
    const wanted = new URL(c.req.url).searchParams.get('user_id');
    const lineItemId = lti.lineItemUrl(course.id, col.id);
    const results = state.store.membershipsOfCourse(course.id).flatMap((m) => {
      const user = state.store.userById(m.userId)!;
      const g = state.store.grade(col, m.userId);
      if (!g || (wanted && user.uuid !== wanted)) return [];
      return [
        {
          id: `${lineItemId}/results/${user.uuid}`,
          scoreOf: lineItemId,
          userId: user.uuid,
          ...(g.score !== undefined ? { resultScore: g.score, resultMaximum: col.score.possible } : {}),
          ...(g.feedback ? { comment: g.feedback } : {}),
        },
      ];
    });
    return json(c, results, MEDIA.results);
  });
}
