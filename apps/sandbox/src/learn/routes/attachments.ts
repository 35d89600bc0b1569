import type { AttachmentRec, ContentRec } from '../../seed/types.ts';
import { requireCourseMember } from '../access.ts';
import { badRequest, notFound } from '../errors.ts';
import { resolveCourse } from '../refs.ts';
import type { LearnCtx, LearnRouter } from '../router.ts';
import { contentIn } from './contents.ts';

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

  // Real Learn answers 302 to a signed file URL; the sandbox serves the bytes in one hop
  // (fetch follows the redirect transparently, so clients see the same result).
  r.get('/v1/courses/{courseId}/contents/{contentId}/attachments/{attachmentId}/download', (ctx) => {
    const content = itemWithAttachments(ctx);
    const att = attachmentsOf(content).find((a) => a.id === ctx.param('attachmentId'));
    if (!att)
      throw notFound('Attachment not found', `No attachment '${ctx.param('attachmentId')}' on content ${content.id}`);
    const bytes = attachmentBytes(att);
    return new Response(bytes, {
      headers: {
        'Content-Type': att.mimeType,
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': contentDisposition(att.fileName),
      },
    });
  });
}
