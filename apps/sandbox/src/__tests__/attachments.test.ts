import { describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demo.ts';
import { setup } from './helpers.ts';

const bio = DEMO.courses.bio101.id;
const { lectureVideo, labSafety, week1 } = DEMO.bio101.contents;
const FTYP = [0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70]; // "....ftyp": an MP4 file's first box

describe('content attachments', () => {
  it("lists a file item's file and a document's attached video", async () => {
    const { call } = setup();
    const file = await call('student', `v1/courses/${bio}/contents/${lectureVideo}/attachments`);
    expect(file.status).toBe(200);
    expect(file.json.results).toEqual([
      { id: expect.stringMatching(/^_\d+_1$/), fileName: 'lecture-01-inside-the-cell.mp4', mimeType: 'video/mp4' },
    ]);
    const doc = await call('student', `v1/courses/${bio}/contents/${labSafety}/attachments?fields=fileName`);
    expect(doc.json.results).toEqual([{ fileName: 'lab-safety-briefing.mp4' }]);
  });

  it('downloads the bytes with Content-Type, Content-Length and Content-Disposition', async () => {
    const { call, app, tokenFor } = setup();
    const [att] = (await call('student', `v1/courses/${bio}/contents/${lectureVideo}/attachments`)).json.results;
    const res = await app.request(
      `/learn/api/public/v1/courses/${bio}/contents/${lectureVideo}/attachments/${att.id}/download`,
      { headers: { Authorization: `Bearer ${tokenFor('student')}` } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="lecture-01-inside-the-cell.mp4"; filename*=UTF-8''lecture-01-inside-the-cell.mp4`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual(FTYP);
    expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
  });

  it('refuses without a token, for unknown attachments, and for items that hold no files', async () => {
    const { call } = setup();
    expect((await call(null, `v1/courses/${bio}/contents/${lectureVideo}/attachments`)).status).toBe(401);
    const missing = await call('student', `v1/courses/${bio}/contents/${lectureVideo}/attachments/_1_1/download`);
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Attachment not found');
    const folder = await call('student', `v1/courses/${bio}/contents/${week1}/attachments`);
    expect(folder.status).toBe(400);
  });

  it('keeps attachments out of the content JSON', async () => {
    const { call } = setup();
    const res = await call('student', `v1/courses/${bio}/contents/${labSafety}`);
    expect(res.json).not.toHaveProperty('attachments');
    expect(res.json.title).toBe('Lab safety sheet');
  });
});
