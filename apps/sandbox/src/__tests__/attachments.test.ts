import { describe, expect, it } from 'vitest';
import { inProcessFetch } from '../in-process-fetch.ts';
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

  it("answers the download with Learn's documented 302 to a signed file URL that needs no token", async () => {
    const { call, app, tokenFor, state } = setup();
    const [att] = (await call('student', `v1/courses/${bio}/contents/${lectureVideo}/attachments`)).json.results;
    const before = state.requestLog.total;
    const res = await app.request(
      `/learn/api/public/v1/courses/${bio}/contents/${lectureVideo}/attachments/${att.id}/download`,
      { headers: { Authorization: `Bearer ${tokenFor('student')}` } },
    );
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^http://localhost/bbcswebdav/xid-${att.id.slice(1)}\\?sig=[\\w-]{20,}$`));
    expect(await res.text()).toBe('');

    // The file itself: no bearer token, outside the REST API (one counted request, as in Learn).
    const file = await app.request(location);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/mp4');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="lecture-01-inside-the-cell.mp4"; filename*=UTF-8''lecture-01-inside-the-cell.mp4`,
    );
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual(FTYP);
    expect(file.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(state.requestLog.total).toBe(before + 1);
  });

  it('a fetch that follows redirects gets the bytes in one call (what the Learn client does)', async () => {
    const { call, app, tokenFor } = setup();
    const [att] = (await call('student', `v1/courses/${bio}/contents/${lectureVideo}/attachments`)).json.results;
    const res = await inProcessFetch(app)(
      `http://localhost/learn/api/public/v1/courses/${bio}/contents/${lectureVideo}/attachments/${att.id}/download`,
      { headers: { Authorization: `Bearer ${tokenFor('student')}` } },
    );
    expect(res.status).toBe(200);
    expect([...new Uint8Array(await res.arrayBuffer()).slice(0, 8)]).toEqual(FTYP);
  });

  it('refuses file links that are forged, point at another file or have expired', async () => {
    const { call, app, tokenFor, advance } = setup();
    const [att] = (await call('student', `v1/courses/${bio}/contents/${lectureVideo}/attachments`)).json.results;
    const download = async () =>
      (
        await app.request(
          `/learn/api/public/v1/courses/${bio}/contents/${lectureVideo}/attachments/${att.id}/download`,
          { headers: { Authorization: `Bearer ${tokenFor('student')}` } },
        )
      ).headers.get('location')!;
    const location = new URL(await download());
    expect((await app.request(`${location.pathname}?sig=forged`)).status).toBe(403);
    expect((await app.request(location.pathname)).status).toBe(403);
    expect((await app.request(`/bbcswebdav/xid-1_1${location.search}`)).status).toBe(403);
    const refused = await app.request(`/bbcswebdav/xid-1_1${location.search}`);
    expect(await refused.text()).toBe('This file link is invalid or has expired.');
    // Valid for five minutes, and more than once within them.
    expect((await app.request(location.href)).status).toBe(200);
    advance(5 * 60_000 - 1);
    expect((await app.request(location.href)).status).toBe(200);
    advance(1);
    expect((await app.request(location.href)).status).toBe(403);
  });

  it('lets browsers on other origins read the file after the redirect (CORS)', async () => {
    const { app } = setup();
    const preflight = await app.request('/bbcswebdav/xid-1_1?sig=x', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://tools.test',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);
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

describe("Learn's file address in a signed-in browser", () => {
  const syllabus = DEMO.bio101.contents.syllabus;
  /** Launching a tool signs the browser in to the sandbox's Learn (its session cookie). */
  async function signIn(app: ReturnType<typeof setup>['app'], persona: string) {
    const res = await app.request(`/lti/launch/start?route=CourseChatWidget&persona=${persona}&course=${bio}`);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sandbox_learn_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
    return cookie.split(';')[0]!;
  }

  it('opens an attached file at /bbcswebdav/xid-… for a member who sees the item, and for nobody else', async () => {
    const { app, call, state } = setup();
    const [manual] = (await call('instructor', `v1/courses/${bio}/contents/${syllabus}/attachments`)).json.results;
    const path = `/bbcswebdav/xid-${manual.id.slice(1)}`;
    const student = await signIn(app, 'student');
    const res = await app.request(path, { headers: { Cookie: student } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    // No session, a forged session, or a forged signature beside a session: refused.
    expect((await app.request(path)).status).toBe(403);
    expect((await app.request(path, { headers: { Cookie: 'sandbox_learn_session=forged' } })).status).toBe(403);
    expect((await app.request(`${path}?sig=forged`, { headers: { Cookie: student } })).status).toBe(403);
    // The item hidden in Learn: its file no longer opens for the student, still for the instructor.
    state.store.contentById(syllabus)!.availability.available = 'No';
    expect((await app.request(path, { headers: { Cookie: student } })).status).toBe(403);
    expect((await app.request(path, { headers: { Cookie: await signIn(app, 'instructor') } })).status).toBe(200);
    // Someone who is not in the course never opens it.
    state.store.contentById(syllabus)!.availability.available = 'Yes';
    expect((await app.request(path, { headers: { Cookie: await signIn(app, 'instructor2') } })).status).toBe(403);
  });
});
