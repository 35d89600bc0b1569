import { createSandbox, DEMO } from '@tools/sandbox';
import { describe, expect, it } from 'vitest';
import { canExtractText, extractDocumentText, MAX_DOCUMENT_BYTES } from '../document-text.ts';
import { pdfTextToBlocks } from '../html-blocks.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
const texts = (result: Awaited<ReturnType<typeof extractDocumentText>>) =>
  result.ok ? result.blocks.map((b) => `${b.kind}:${b.text}`) : result.reason;

/** The seeded file bytes, read the way the indexer reads them: through the Learn attachment API. */
async function seededAttachment(contentId: string) {
  const { app, state } = createSandbox();
  const headers = { Authorization: `Bearer ${state.issueToken(DEMO.users.student.id)}` };
  const base = `/learn/api/public/v1/courses/${DEMO.courses.bio101.id}/contents/${contentId}/attachments`;
  const [att] = (await (await app.request(base, { headers })).json()).results;
  // Learn answers the download with a 302 to a signed file URL (fetched without the bearer).
  const redirect = await app.request(`${base}/${att.id}/download`, { headers });
  const location = redirect.headers.get('location');
  if (redirect.status !== 302 || !location) throw new Error(`expected a 302, got ${redirect.status}`);
  const res = await app.request(location);
  return { bytes: new Uint8Array(await res.arrayBuffer()), type: res.headers.get('content-type')!, name: att.fileName };
}

describe('extractDocumentText', () => {
  it.each<[string, Uint8Array, string, string | undefined, string[] | string]>([
    [
      'plain text',
      utf8('Week 1\nRead 4.1.\n\nDone.'),
      'text/plain',
      'a.txt',
      ['heading:Week 1', 'text:Read 4.1.', 'text:Done.'],
    ],
    [
      'HTML',
      utf8('<h2>Rules</h2><p>No food &amp; drink.</p><script>x()</script>'),
      'text/html; charset=utf-8',
      'a.html',
      ['heading:Rules', 'text:No food & drink.'],
    ],
    [
      'Latin-1 text named by its charset',
      new Uint8Array([0x63, 0x61, 0x66, 0xe9]),
      'text/plain; charset=iso-8859-1',
      undefined,
      ['text:café'],
    ],
    [
      'ISO-8859-1 label, read as the web does (windows-1252)',
      new Uint8Array([0x93, 0x71, 0x94]),
      'text/plain; charset=ISO-8859-1',
      undefined,
      ['text:“q”'],
    ],
    [
      'text that is not UTF-8 without a charset (windows-1252)',
      new Uint8Array([0x93, 0x71, 0x94]),
      'text/plain',
      undefined,
      ['text:“q”'],
    ],
    [
      'octet-stream named .md',
      utf8('# Title\n\nBody.'),
      'application/octet-stream',
      'notes.md',
      ['heading:Title', 'text:Body.'],
    ],
    ['an image', new Uint8Array([0x89, 0x50]), 'image/png', 'a.png', 'unsupported-type'],
    [
      'a Word document',
      new Uint8Array([0x50, 0x4b]),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'a.docx',
      'unsupported-type',
    ],
    ['an empty text file', utf8(' \n\n '), 'text/plain', 'a.txt', 'empty'],
    ['bytes that are not a PDF', utf8('not a pdf'), 'application/pdf', 'a.pdf', 'unreadable'],
  ])('%s', async (_name, bytes, type, name, expected) => {
    expect(texts(await extractDocumentText(bytes, type, name))).toEqual(expected);
  });

  it('refuses a file over the size limit without reading it', async () => {
    const result = await extractDocumentText(new Uint8Array(MAX_DOCUMENT_BYTES + 1), 'text/plain');
    expect(result).toEqual({
      ok: false,
      reason: 'too-large',
      detail: `${MAX_DOCUMENT_BYTES + 1} bytes is over the ${MAX_DOCUMENT_BYTES}-byte limit.`,
    });
  });

  it("reads the demo course's PDF lab manual: sections as headings, wrapped lines joined", async () => {
    const { bytes, type, name } = await seededAttachment(DEMO.bio101.contents.syllabus);
    expect([type, name]).toEqual(['application/pdf', 'bio101-lab-manual.pdf']);
    const result = await extractDocumentText(bytes, type, name);
    if (!result.ok) throw new Error(result.detail);
    const headings = result.blocks.filter((b) => b.kind === 'heading').map((b) => b.text);
    expect(headings).toEqual([
      'BIO101 Lab Manual',
      'Lab 1: Microscopy',
      'Lab 2: Osmosis in potato cells',
      'Safety rules',
      'Missing a lab',
    ]);
    expect(result.blocks).toContainEqual({
      kind: 'text',
      text: 'Draw three cells at 400x magnification and estimate their length from the field of view, which is 0.45 mm across at 400x.',
    });
    // PDF.js was given a copy: the caller's bytes are intact.
    expect(new TextDecoder('latin1').decode(bytes.slice(0, 8))).toBe('%PDF-1.4');
  });

  it("reads the demo course's text reading guide", async () => {
    const { bytes, type, name } = await seededAttachment(DEMO.bio101.contents.cellReading);
    const blocks = texts(await extractDocumentText(bytes, type, name));
    expect(blocks).toContain('heading:Check your understanding');
    expect((blocks as string[]).join('\n')).toContain(
      '\n3. Which organelle is called the powerhouse of the cell, and why?\n',
    );
  });

  it('says a PDF without a text layer is empty', async () => {
    const pdf = [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
    ].join('\n');
    expect(await extractDocumentText(utf8(pdf), 'application/pdf')).toEqual({
      ok: false,
      reason: 'empty',
      detail: 'The PDF has no text layer (a scan?).',
    });
  });
});

describe('canExtractText', () => {
  it.each([
    ['application/pdf', undefined, true],
    ['text/plain; charset=utf-8', undefined, true],
    ['application/octet-stream', 'Notes.HTML', true],
    ['application/octet-stream', 'clip.mp4', false],
    ['video/mp4', 'lecture.mp4', false],
    ['', undefined, false],
  ])('%s %s: %s', (type, name, can) => {
    expect(canExtractText(type, name)).toBe(can);
  });
});

describe('pdfTextToBlocks', () => {
  it.each([
    [
      'joins a sentence wrapped over lines',
      'Move to the 10x and\n40x objectives.',
      ['text:Move to the 10x and 40x objectives.'],
    ],
    ['joins a hyphenated word', 'Light drives photo-\nsynthesis.', ['text:Light drives photosynthesis.']],
    [
      'keeps a new sentence on its own line',
      'One ends here.\nAnother starts.',
      ['text:One ends here.', 'text:Another starts.'],
    ],
    ['marks heading lines', 'Safety rules\nNo food.', ['heading:Safety rules', 'text:No food.']],
  ])('%s', (_name, page, blocks) => {
    expect(pdfTextToBlocks(page).map((b) => `${b.kind}:${b.text}`)).toEqual(blocks);
  });
});
