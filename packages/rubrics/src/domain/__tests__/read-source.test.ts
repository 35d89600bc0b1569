// @vitest-environment node
// (Blob streams and byte checks behave as in the server and the browser, not as jsdom emulates them.)
import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readRubricSource } from '../read-source.ts';
import { scanZip } from '../zip-scan.ts';
import { fixture } from './fixtures.ts';

const rubricsXml = fixture('course-rubrics');
const manifest = fixture('imsmanifest');
const manifestNaming = (href: string) => manifest.replace('href="rubrics_d2l.xml"', `href="${href}"`);
/** Course files that must not be inflated: a megabyte of incompressible bytes. */
const video = (() => {
  let x = 2463534242;
  return Uint8Array.from({ length: 1 << 20 }, () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x & 0xff;
  });
})();

function zip(files: Record<string, string | Uint8Array>): Uint8Array<ArrayBuffer> {
  const entries: Zippable = {};
  for (const [path, content] of Object.entries(files)) entries[path] = typeof content === 'string' ? strToU8(content) : content; // prettier-ignore
  return zipSync(entries);
}

const d2lExport = () =>
  zip({
    'imsmanifest.xml': manifest,
    'orgunitconfig/orgunitconfig.xml': '<orgunitconfig/>',
    'grades_d2l.xml': '<grades/>',
    'dropbox_d2l.xml': '<dropbox/>',
    'rubrics_d2l.xml': rubricsXml,
    'Lectures/week1.mp4': video,
  });

describe('readRubricSource: a whole D2L course export (.zip)', () => {
  it('finds the rubrics file through imsmanifest.xml', async () => {
    expect(await readRubricSource(d2lExport(), 'BIO101_export.zip')).toEqual({
      ok: true,
      kind: 'zip',
      files: [{ path: 'rubrics_d2l.xml', text: rubricsXml }],
    });
  });

  it('reads a File/Blob as a stream as well as bytes in memory', async () => {
    const outcome = await readRubricSource(new Blob([d2lExport()]), 'export.zip');
    expect(outcome).toMatchObject({ ok: true, kind: 'zip', files: [{ path: 'rubrics_d2l.xml' }] });
  });

  it('follows a manifest href written with backslashes into a folder', async () => {
    const outcome = await readRubricSource(
      zip({ 'imsmanifest.xml': manifestNaming('Rubrics\\rubrics_d2l.xml'), 'Rubrics/rubrics_d2l.xml': rubricsXml }),
    );
    expect(outcome).toMatchObject({ ok: true, files: [{ path: 'Rubrics/rubrics_d2l.xml', text: rubricsXml }] });
  });

  it('follows a manifest that gives the rubrics file another name (a second pass reads it)', async () => {
    const outcome = await readRubricSource(
      zip({ 'rubric%20export.xml': '<x/>', 'rubric export.xml': rubricsXml, 'imsmanifest.xml': manifestNaming('rubric%20export.xml') }), // prettier-ignore
    );
    expect(outcome).toMatchObject({ ok: true, files: [{ path: 'rubric export.xml', text: rubricsXml }] });
  });

  it('falls back to the usual file name when there is no manifest, shallowest first', async () => {
    const outcome = await readRubricSource(
      zip({ 'course/inner/rubrics_d2l.xml': '<rubrics/>', 'course/rubrics_d2l.xml': rubricsXml }),
    );
    expect(outcome).toMatchObject({
      ok: true,
      files: [
        { path: 'course/rubrics_d2l.xml', text: rubricsXml },
        { path: 'course/inner/rubrics_d2l.xml', text: '<rubrics/>' },
      ],
    });
  });

  it('says what to do when the export has no rubrics file', async () => {
    const cartridge = zip({ 'imsmanifest.xml': manifest.replace(/.*d2lrubrics.*\n/, ''), 'grades_d2l.xml': '<g/>' });
    expect(await readRubricSource(cartridge)).toEqual({
      ok: false,
      error: {
        code: 'no-rubrics-file',
        message:
          'This course export has no rubrics file (rubrics_d2l.xml). Export the course from Brightspace as a package with Rubrics selected.',
      },
    });
  });

  it('reports a truncated download', async () => {
    const full = d2lExport();
    expect(full.length).toBeGreaterThan(1 << 20);
    expect(await readRubricSource(full.slice(0, 200_000))).toEqual({
      ok: false,
      error: {
        code: 'bad-zip',
        message: 'The .zip file could not be opened: the end of the archive is missing (is the download complete?)',
      },
    });
  });

  it('reports damaged compressed data', async () => {
    const damaged = zip({ 'rubrics_d2l.xml': rubricsXml });
    damaged[30 + 'rubrics_d2l.xml'.length] = 0xff; // the first deflate block header: an invalid block type
    const outcome = await readRubricSource(damaged);
    expect(outcome).toMatchObject({ ok: false, error: { code: 'bad-zip' } });
    if (!outcome.ok) expect(outcome.error.message).toMatch(/^The \.zip file could not be opened: .+/);
  });

  it('does not inflate entries over the size limit', async () => {
    const scan = await scanZip(d2lExport(), (name) => name.endsWith('.mp4') || name === 'grades_d2l.xml', 1000);
    expect(scan.oversized).toEqual(['Lectures/week1.mp4']);
    expect([...scan.files.keys()]).toEqual(['grades_d2l.xml']);
    expect(scan.names).toHaveLength(6);
  });
});

describe('readRubricSource: a rubrics XML file', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('passes the XML text through', async () => {
    expect(await readRubricSource(bytes(rubricsXml), 'rubrics_d2l.xml')).toEqual({
      ok: true,
      kind: 'xml',
      files: [{ path: 'rubrics_d2l.xml', text: rubricsXml }],
    });
  });

  it('drops a UTF-8 byte-order mark and honours a declared encoding', async () => {
    const bom = await readRubricSource(Uint8Array.from([0xef, 0xbb, 0xbf, ...bytes('<rubrics/>')]));
    expect(bom).toMatchObject({ ok: true, files: [{ text: '<rubrics/>' }] });
    const latin = Uint8Array.from([...bytes('<?xml version="1.0" encoding="windows-1252"?><rubrics name="Caf'), 0xe9, ...bytes('"/>')]); // prettier-ignore
    expect(await readRubricSource(latin)).toMatchObject({
      ok: true,
      files: [{ text: '<?xml version="1.0" encoding="windows-1252"?><rubrics name="Café"/>' }],
    });
  });

  it('refuses an empty file and a file that is neither XML nor a zip', async () => {
    expect(await readRubricSource(new Uint8Array())).toEqual({
      ok: false,
      error: { code: 'empty', message: 'The file is empty.' },
    });
    expect(await readRubricSource(bytes('%PDF-1.7 ...'))).toEqual({
      ok: false,
      error: {
        code: 'not-zip-or-xml',
        message: 'The file is neither a D2L rubrics XML file nor a course export .zip.',
      },
    });
  });

  it("says 'Error reading file.' when the file cannot be read", async () => {
    const unreadable = new Blob(['<rubrics/>']);
    unreadable.slice = () => {
      throw new Error('NotReadableError');
    };
    expect(await readRubricSource(unreadable)).toEqual({
      ok: false,
      error: { code: 'read', message: 'Error reading file.' },
    });
  });
});
