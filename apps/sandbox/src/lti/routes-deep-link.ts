import type { Context, Hono } from 'hono';
import { decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import { escapeHtml, page } from '../html.ts';
import type { ContentRec, CourseRec } from '../seed/types.ts';
import type { SandboxState } from '../state/state.ts';
import { LTI } from './claims.ts';
import type { LtiPlatform } from './platform.ts';

interface ContentItem {
  type?: string;
  title?: string;
  url?: string;
  text?: string;
  custom?: Record<string, unknown>;
  lineItem?: { scoreMaximum?: unknown; label?: unknown; resourceId?: unknown; tag?: unknown };
}

const fail = (c: Context, message: string, status: 400 | 401 = 400) =>
  c.html(
    page('Deep linking failed', `<main><h1>Deep linking failed</h1><p role="alert">${escapeHtml(message)}</p></main>`),
    status,
  );

const strings = (o: Record<string, unknown> | undefined) =>
  Object.fromEntries(
    Object.entries(o ?? {})
      .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
      .map(([k, v]) => [k, String(v)]),
  );

/** Deep Linking 2.0 return: turns the tool's content items into course content and grade columns. */
export function registerDeepLinkRoutes(app: Hono, state: SandboxState, lti: LtiPlatform): void {
  app.post('/lti/deep-link/return', async (c) => {
    const form = new URLSearchParams(await c.req.text());
    const jwt = form.get('JWT');
    if (!jwt) return fail(c, 'The form field JWT is missing.');
    let claims: JWTPayload;
    // The response's issuer names the client (the configured tool, or one registered dynamically).
    let claimed = lti.reg.clientId;
    try {
      claimed = (decodeJwt(jwt).iss as string | undefined) ?? claimed;
    } catch {
      // Not a JWT: jwtVerify below says so.
    }
    const client = lti.client(claimed) ?? lti.client(lti.reg.clientId)!;
    try {
      ({ payload: claims } = await jwtVerify(jwt, lti.toolKeySet(client.clientId), {
        issuer: client.clientId,
        audience: lti.issuer,
        currentDate: new Date(state.clock()),
      }));
    } catch (err) {
      return fail(c, `The deep-linking response is not valid: ${(err as Error).message}`, 401);
    }
    if (claims[LTI.messageType] !== 'LtiDeepLinkingResponse')
      return fail(c, `${LTI.messageType} must be LtiDeepLinkingResponse.`);
    if (claims[LTI.version] !== '1.3.0') return fail(c, `${LTI.version} must be 1.3.0.`);
    if (!client.deploymentIds.includes(claims[LTI.deploymentId] as string))
      return fail(c, `${LTI.deploymentId} does not match the registration.`);
    // Each deep-linking request's `data` is accepted once, so a response cannot be replayed, and
    // only exactly as it was sent (same value, same key order).
    const data = claims[LTI.data];
    const key = data && typeof data === 'object' ? (data as { session?: unknown }).session : undefined;
    const session = typeof key === 'string' ? lti.deepLinkSessions.get(key) : undefined;
    if (!session || JSON.stringify(data) !== session.data)
      return fail(c, `${LTI.data} does not match an open deep-linking request from this platform.`);
    lti.deepLinkSessions.delete(key as string);
    const course = session.courseId ? state.store.courseById(session.courseId) : undefined;
    if (!course) return fail(c, 'Deep linking needs a course context.');
    const items = Array.isArray(claims[LTI.contentItems]) ? (claims[LTI.contentItems] as ContentItem[]) : [];
    const added: string[] = [];
    const skipped: string[] = [];
    for (const item of items) {
      const result = addItem(state, lti, course, item);
      if (result) added.push(result);
      else skipped.push(item.title ?? item.type ?? 'untitled item');
    }
    const msg = typeof claims[LTI.msg] === 'string' ? `<p>${escapeHtml(claims[LTI.msg] as string)}</p>` : '';
    const list = added.map((t) => `<li>${escapeHtml(t)}</li>`).join('');
    const skippedText =
      skipped.length > 0 ? `<p>Not supported and skipped: ${escapeHtml(skipped.join(', '))}.</p>` : '';
    return c.html(
      page(
        'Content added',
        `<main><h1>Content added</h1>${msg}<p role="status">Added ${added.length} item(s) to ${escapeHtml(course.name)}.</p><ul>${list}</ul>${skippedText}</main>`,
      ),
    );
  });
}

function addItem(state: SandboxState, lti: LtiPlatform, course: CourseRec, item: ContentItem): string | undefined {
  const store = state.store;
  const now = new Date(state.clock()).toISOString();
  const title = item.title ?? (item.type === 'link' ? item.url : undefined) ?? 'Untitled';
  const position = store.contentsOfCourse(course.id).filter((x) => x.parentId === undefined).length;
  const base = (handler: ContentRec['contentHandler']): ContentRec => ({
    courseId: course.id,
    id: store.mintId(),
    title,
    ...(item.text ? { body: `<p>${escapeHtml(item.text)}</p>` } : {}),
    created: now,
    modified: now,
    position,
    hasChildren: false,
    hasGradebookColumns: false,
    hasAssociatedGroups: false,
    launchInNewWindow: false,
    reviewable: false,
    availability: { available: 'Yes', allowGuests: false, allowObservers: true, adaptiveRelease: {} },
    contentHandler: handler,
  });
  if (item.type === 'link' && typeof item.url === 'string') {
    store.addContent({ ...base({ id: 'resource/x-bb-externallink', url: item.url }), launchInNewWindow: true });
    return title;
  }
  if (item.type !== 'ltiResourceLink') return undefined;
  const custom = strings(item.custom);
  const content = base({
    id: 'resource/x-bb-blti-link',
    url: typeof item.url === 'string' ? item.url : lti.launchUrl,
    customParameters: custom,
  });
  store.addContent(content);
  const link = {
    id: content.id,
    courseId: course.id,
    title,
    url: content.contentHandler.url!,
    custom,
    ...(custom.route ? { route: custom.route } : {}),
  };
  const li = item.lineItem;
  if (li && typeof li.scoreMaximum === 'number' && li.scoreMaximum > 0) {
    const columnId = store.mintId();
    store.addColumn({
      courseId: course.id,
      id: columnId,
      externalId: `lti-${columnId}`,
      externalToolId: lti.reg.clientId,
      name: typeof li.label === 'string' ? li.label : title,
      displayName: typeof li.label === 'string' ? li.label : title,
      externalGrade: false,
      created: now,
      modified: now,
      contentId: content.id,
      score: { possible: li.scoreMaximum },
      availability: { available: 'Yes' },
      grading: { type: 'Manual', schemaId: 'schema-score', anonymousGrading: { type: 'None' } },
      includeInCalculations: true,
      showStatisticsToStudents: false,
    });
    content.hasGradebookColumns = true;
    content.contentHandler.gradeColumnId = columnId;
    lti.lineItems.set(columnId, {
      ...(typeof li.resourceId === 'string' ? { resourceId: li.resourceId } : {}),
      ...(typeof li.tag === 'string' ? { tag: li.tag } : {}),
      resourceLinkId: content.id,
    });
    lti.resourceLinks.set(content.id, { ...link, columnId });
  } else {
    lti.resourceLinks.set(content.id, link);
  }
  return title;
}
