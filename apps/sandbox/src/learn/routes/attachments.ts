import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AttachmentRec, ContentRec } from '../../seed/types.ts';
import type { SandboxState } from '../../state/state.ts';
import { callerFor, canManageCourse, requireCourseMember } from '../access.ts';
import { LEARN_SESSION_COOKIE } from '../../state/learn-sessions.ts';
import { badRequest, notFound } from '../errors.ts';
import { resolveCourse } from '../refs.ts';
import type { LearnCtx, LearnRouter } from '../router.ts';
import { contentIn, visibleToStudents } from './contents.ts';

/** Handlers Learn serves attachments for (swagger: File and Document items). */
const WITH_ATTACHMENTS = new Set(['resource/x-bb-file', 'resource/x-bb-document']);

/** A file item's one file gets a stable id derived from the item's (ids are per item in Learn). */
export function attachmentsOf(content: ContentRec): AttachmentRec[] {
  if (content.attachments) return content.attachments;
  const file = content.contentHandler.file;
  if (!file) return [];
  const n = Number(/^_(\d+)_1$/.exec(content.id)?.[1] ?? 0);
  return [{ id: `_${200_000 + n}_1`, fileName: file.fileName, mimeType: file.mimeType }];
}

/**
 * A small but real file: video gets an MP4 `ftyp` + `free` box (players and `file` recognise
 * it), anything else a line of text naming it. Enough to check a download end to end.
 */
export function attachmentBytes(att: AttachmentRec): Uint8Array<ArrayBuffer> {
  if (att.bytes) return att.bytes.slice();
  if (att.mimeType.startsWith('video/')) {
    const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
    return new Uint8Array([
      0,
      0,
      0,
      24,
      ...ascii('ftypmp42'),
      0,
      0,
      0,
      0,
      ...ascii('mp42isom'),
      0,
      0,
      0,
      8,
      ...ascii('free'),
    ]);
  }
  return new TextEncoder().encode(`Sandbox file ${att.fileName}\n`);
}

/** The Learn JSON of an attachment (the bytes are only served by the download). */
const attachmentJson = ({ bytes: _bytes, ...json }: AttachmentRec) => json;

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function itemWithAttachments(ctx: LearnCtx): ContentRec {
  const course = resolveCourse(ctx.store, ctx.param('courseId'));
  requireCourseMember(ctx.store, ctx.caller, course);
  const content = contentIn(ctx, course, ctx.param('contentId'));
  if (!WITH_ATTACHMENTS.has(content.contentHandler.id)) {
    throw badRequest(`Content '${content.id}' of type ${content.contentHandler.id} has no file attachments`);
  }
  return content;
}

export function registerAttachments(r: LearnRouter): void {
  r.get('/v1/courses/{courseId}/contents/{contentId}/attachments', (ctx) =>
    ctx.page(attachmentsOf(itemWithAttachments(ctx)).map(attachmentJson)),
  );

  r.get('/v1/courses/{courseId}/contents/{contentId}/attachments/{attachmentId}', (ctx) => {
    const content = itemWithAttachments(ctx);
    const att = attachmentsOf(content).find((a) => a.id === ctx.param('attachmentId'));
    if (!att)
      throw notFound('Attachment not found', `No attachment '${ctx.param('attachmentId')}' on content ${content.id}`);
    return attachmentJson(att);
  });

  // Learn's documented answer: 302 to a signed URL of the file on its own host. The bytes are
  // served there without the bearer token (see registerAttachmentFiles), outside the REST API,
  // so the request log and Learn's quota count the download once, as in Learn.
  r.get('/v1/courses/{courseId}/contents/{contentId}/attachments/{attachmentId}/download', (ctx) => {
    const content = itemWithAttachments(ctx);
    const att = attachmentsOf(content).find((a) => a.id === ctx.param('attachmentId'));
    if (!att)
      throw notFound('Attachment not found', `No attachment '${ctx.param('attachmentId')}' on content ${content.id}`);
    const sig = ctx.state.fileLinks.issue({ courseId: content.courseId, contentId: content.id, attachmentId: att.id });
    const location = `${ctx.origin}${FILE_PATH_PREFIX}${fileKey(att.id)}?sig=${sig}`;
    return new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'no-store' } });
  });
}

/** Where signed file URLs live, as in Learn (`/bbcswebdav/xid-1234_1`). */
export const FILE_PATH_PREFIX = '/bbcswebdav/';
const fileKey = (attachmentId: string) => `xid-${attachmentId.replace(/^_/, '')}`;

/**
 * The files behind the signed URLs: no bearer token (a browser following the redirect to
 * another host would not send it), only the signature, valid for a few minutes.
 */
/**
 * The attachment a signed-in browser may open at `/bbcswebdav/xid-…` (Learn's own file address,
 * the one item bodies and the course assistant's citations link to): the Learn session's user
 * must be a member of the course and, unless course staff, see the item (available, released,
 * in available folders).
 */
function fileForSession(
  state: SandboxState,
  key: string,
  userId: string,
): { content: ContentRec; att: AttachmentRec } | undefined {
  const user = state.store.userById(userId);
  if (!user) return undefined;
  for (const content of state.store.data.contents) {
    const att = attachmentsOf(content).find((a) => fileKey(a.id) === key);
    if (!att) continue;
    const course = state.store.courseById(content.courseId);
    const caller = callerFor(user);
    if (!course) return undefined;
    try {
      requireCourseMember(state.store, caller, course);
    } catch {
      return undefined;
    }
    const staff = canManageCourse(state.store, caller, course.id);
    return staff || visibleToStudents({ state, store: state.store }, content) ? { content, att } : undefined;
  }
  return undefined;
}

export function registerAttachmentFiles(app: Hono, state: SandboxState): void {
  app.get(`${FILE_PATH_PREFIX}:key`, (c) => {
    const grant = state.fileLinks.lookup(c.req.query('sig') ?? '');
    const signed = grant && state.store.contentById(grant.contentId);
    const signedAtt = signed && attachmentsOf(signed).find((a) => a.id === grant.attachmentId);
    const session = state.learnSessions.get(getCookie(c, LEARN_SESSION_COOKIE) ?? '');
    const att =
      signedAtt && fileKey(signedAtt.id) === c.req.param('key')
        ? signedAtt
        : !c.req.query('sig') && session
          ? fileForSession(state, c.req.param('key'), session)?.att
          : undefined;
    if (!att) {
      return c.text('This file link is invalid or has expired.', 403);
    }
    const bytes = attachmentBytes(att);
    return new Response(bytes, {
      headers: {
        'Content-Type': att.mimeType,
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': contentDisposition(att.fileName),
        'Cache-Control': 'private, no-store',
      },
    });
  });
}
