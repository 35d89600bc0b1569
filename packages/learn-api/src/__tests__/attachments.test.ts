import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createLearnClient } from '../client.ts';
import { downloadContentAttachment, listContentAttachments } from '../endpoints/attachments.ts';
import { isLearnError } from '../errors.ts';
import { API, server, useMswServer } from './server.ts';

useMswServer();

const ORIGIN = 'https://attachments.learn.test';
const learn = createLearnClient({ baseUrl: ORIGIN, token: 'secret-token' });
const BASE = `${ORIGIN}${API}/v1/courses/uuid:c1/contents/_7_1/attachments`;

describe('content attachments', () => {
  it('lists attachments at the largest page size, keeping id, fileName and mimeType', async () => {
    const seen: URL[] = [];
    server.use(
      http.get(BASE, ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json({ results: [{ id: '_3_1', fileName: 'lecture.mp4', mimeType: 'video/mp4' }] });
      }),
    );
    const list = await listContentAttachments(learn, { courseRef: 'c1', contentId: '_7_1' });
    expect(list).toEqual([{ id: '_3_1', fileName: 'lecture.mp4', mimeType: 'video/mp4' }]);
    expect(seen[0]!.searchParams.get('limit')).toBe('100');
  });

  it("downloads the bytes as a Blob with the bearer header, following Learn's 302 to the file", async () => {
    const bytes = new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112]);
    const auth: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/_3_1/download`, ({ request }) => {
        auth.push(request.headers.get('authorization'));
        return new HttpResponse(null, { status: 302, headers: { Location: `${ORIGIN}/bbcswebdav/xid-3_1` } });
      }),
      http.get(
        `${ORIGIN}/bbcswebdav/xid-3_1`,
        () => new HttpResponse(bytes, { headers: { 'Content-Type': 'video/mp4' } }),
      ),
    );
    const blob = await downloadContentAttachment(learn, { courseRef: 'c1', contentId: '_7_1', attachmentId: '_3_1' });
    expect(blob.type).toBe('video/mp4');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(auth).toEqual(['Bearer secret-token']);
  });

  it("a failed download is a LearnError with Learn's message (never the token)", async () => {
    server.use(
      http.get(`${BASE}/_9_1/download`, () =>
        HttpResponse.json({ status: 404, message: 'Attachment not found' }, { status: 404 }),
      ),
    );
    const error: unknown = await downloadContentAttachment(learn, {
      courseRef: 'c1',
      contentId: '_7_1',
      attachmentId: '_9_1',
    }).catch((e: unknown) => e);
    expect(isLearnError(error) && error.kind).toBe('not-found');
    expect((error as Error).message).toBe('Attachment not found');
    expect(JSON.stringify(error)).not.toContain('secret-token');
  });
});
