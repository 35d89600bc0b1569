import { describe, expect, it } from 'vitest';
import { inProcessFetch } from '../in-process-fetch.ts';
import { DEMO } from '../seed/demo.ts';
import { DAY } from '../seed/random.ts';
import { setup, type Persona } from './helpers.ts';

const bio = DEMO.courses.bio101.id;
const { syllabus, cellReading, instructorNotes, week3, photosynthesisReading, instructorResources, markingGuide } =
  DEMO.bio101.contents;
const HIDDEN = ['Instructor notes (hidden)', 'Instructor Resources', 'Marking guide: Research Essay'];
const UNRELEASED = ['Week 3: Photosynthesis', 'Reading: Photosynthesis'];

async function download(s: ReturnType<typeof setup>, persona: Persona, contentId: string) {
  const list = await s.call(persona, `v1/courses/${bio}/contents/${contentId}/attachments`);
  const [att] = list.json.results;
  // Learn answers 302 to the file; fetch follows it.
  const res = await inProcessFetch(s.app)(
    `http://localhost/learn/api/public/v1/courses/${bio}/contents/${contentId}/attachments/${att.id}/download`,
    { headers: { Authorization: `Bearer ${s.tokenFor(persona)}` } },
  );
  return { list: list.json.results, res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('BIO101 teaching content', () => {
  it('gives the syllabus the late policy and hurdle rules', async () => {
    const { call } = setup();
    const res = await call('student', `v1/courses/${bio}/contents/${syllabus}?fields=body`);
    expect(res.json.body).toContain('loses 10% of the available marks for each day');
    expect(res.json.body).toContain('<h3>Hurdle requirements</h3>');
    // The one link it always had (the link reports count it) is still its only link.
    expect(res.json.body.match(/<a /g)).toHaveLength(1);
  });

  it('attaches a real PDF lab manual to the syllabus and a text reading guide to the reading', async () => {
    const s = setup();
    const pdf = await download(s, 'student', syllabus);
    expect(pdf.list).toEqual([
      { id: expect.stringMatching(/^_\d+_1$/), fileName: 'bio101-lab-manual.pdf', mimeType: 'application/pdf' },
    ]);
    expect(pdf.res.headers.get('content-type')).toBe('application/pdf');
    const text = new TextDecoder('latin1').decode(pdf.bytes);
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('(which is 0.45 mm across at 400x.) Tj');
    const guide = await download(s, 'student', cellReading);
    expect(guide.list[0].fileName).toBe('week-1-reading-guide.txt');
    expect(new TextDecoder().decode(guide.bytes)).toContain('Which organelle is called the powerhouse of the cell');
  });

  it('gives Quiz 1 instructions', async () => {
    const { call } = setup();
    const res = await call('student', `/learn/api/v1/courses/${bio}/contents/${DEMO.bio101.contents.quiz1}`);
    const rawText = res.json.contentDetail['resource/x-bb-asmt-test-link'].test.assessment.instructions.rawText;
    expect(rawText).toContain('You have one attempt');
  });

  it('hides unavailable items, items in unavailable folders and unreleased weeks from students', async () => {
    const { call } = setup();
    const titles = async (persona: Persona) =>
      (await call(persona, `v1/courses/${bio}/contents?recursive=true&fields=title`)).json.results.map(
        (c: { title: string }) => c.title,
      );
    const instructor = await titles('instructor');
    for (const t of [...HIDDEN, ...UNRELEASED]) expect(instructor).toContain(t);
    const student = await titles('student');
    for (const t of [...HIDDEN, ...UNRELEASED]) expect(student).not.toContain(t);
    expect(student).toContain('Syllabus');

    for (const id of [instructorNotes, instructorResources, markingGuide, week3, photosynthesisReading]) {
      expect((await call('student', `v1/courses/${bio}/contents/${id}`)).status).toBe(404);
      expect((await call('student', `/learn/api/v1/courses/${bio}/contents/${id}`)).status).toBe(404);
      expect((await call('instructor', `v1/courses/${bio}/contents/${id}`)).status).toBe(200);
    }
    // Listing inside a hidden folder is refused as well, by either listing path.
    expect((await call('student', `v1/courses/${bio}/contents/${instructorResources}/children`)).status).toBe(404);
    expect((await call('student', `v1/courses/${bio}/contents?parentId=${instructorResources}`)).status).toBe(404);
    expect((await call('student', `v1/courses/${bio}/contents/${markingGuide}/attachments`)).status).toBe(404);
  });

  it('releases the adaptive-release week on its start date', async () => {
    const s = setup();
    expect((await s.call('student', `v1/courses/${bio}/contents/${photosynthesisReading}`)).status).toBe(404);
    s.advance(7 * DAY + 1);
    // A fresh token (the first one expired meanwhile).
    expect((await s.call('student2', `v1/courses/${bio}/contents/${photosynthesisReading}`)).status).toBe(200);
    const top = await s.call('student2', `v1/courses/${bio}/contents?fields=title`);
    expect(top.json.results.map((c: { title: string }) => c.title)).toContain('Week 3: Photosynthesis');
  });
});
