import { decodeXmlBytes, looksLikeXml } from './decode-text.ts';
import { RUBRICS_FILE_NAME, rubricFilesInManifest } from './manifest.ts';
import { format } from '@tools/launch/format';
import { ISSUE_TEXT, SPEC_TEXT } from './messages.ts';
import type { SourceError } from './types.ts';
import { bytesOf, headOf, scanZip, type ByteSource } from './zip-scan.ts';

export interface RubricFile {
  /** The file name, or its path inside the course export. */
  path: string;
  text: string;
}

export type SourceOutcome = { ok: true; kind: 'xml' | 'zip'; files: RubricFile[] } | { ok: false; error: SourceError };

/** Larger XML files are refused rather than parsed (a rubrics file is a few hundred kB). */
export const MAX_XML_BYTES = 50 * 1024 * 1024;

const fail = (code: SourceError['code'], message: string): SourceOutcome => ({ ok: false, error: { code, message } });
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1).toLowerCase();
const depth = (path: string) => path.split('/').length;
const megabytes = (n: number) => (n / 1024 / 1024).toFixed(1);

async function fromZip(source: ByteSource): Promise<SourceOutcome> {
  const isManifest = (name: string) => baseName(name) === 'imsmanifest.xml';
  const isRubrics = (name: string) => baseName(name) === RUBRICS_FILE_NAME;
  let scan = await scanZip(source, (n) => isManifest(n) || isRubrics(n), MAX_XML_BYTES);
  const manifests = [...scan.files.keys()].filter(isManifest).sort((a, b) => depth(a) - depth(b));
  const listed = manifests.flatMap((m) => rubricFilesInManifest(decodeXmlBytes(scan.files.get(m)!), m));
  const present = new Set(scan.names);
  let paths = [...new Set(listed)].filter((p) => present.has(p));
  if (paths.some((p) => !scan.files.has(p) && !scan.oversized.includes(p))) {
    // The manifest names a rubrics file under another name: one more pass for exactly those.
    const wanted = new Set(paths);
    scan = await scanZip(source, (n) => wanted.has(n), MAX_XML_BYTES);
  }
  if (paths.length === 0) paths = scan.names.filter(isRubrics).sort((a, b) => depth(a) - depth(b));
  const tooBig = paths.find((p) => scan.oversized.includes(p));
  if (tooBig) return fail('too-large', format(ISSUE_TEXT.fileTooLarge, { file: tooBig, size: `> ${megabytes(MAX_XML_BYTES)}`, max: megabytes(MAX_XML_BYTES) })); // prettier-ignore
  const files = paths.flatMap((path) => {
    const bytes = scan.files.get(path);
    return bytes ? [{ path, text: decodeXmlBytes(bytes) }] : [];
  });
  if (files.length === 0) return fail('no-rubrics-file', ISSUE_TEXT.noRubricsInPackage);
  return { ok: true, kind: 'zip', files };
}

/**
 * What the user picked, as rubrics XML text(s): a `rubrics_d2l.xml` file as it is, or a whole
 * D2L course export (.zip), whose rubrics file is found through `imsmanifest.xml` (the
 * resource of material type `d2lrubrics`) or, failing that, by its usual name. Several rubrics
 * files (nested packages) are all returned, shallowest first, for the user to pick from.
 */
export async function readRubricSource(source: ByteSource, name = 'rubrics.xml'): Promise<SourceOutcome> {
  const size = source instanceof Uint8Array ? source.length : source.size;
  if (size === 0) return fail('empty', ISSUE_TEXT.emptyFile);
  try {
    const head = await headOf(source, 4);
    if (head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5)) {
      try {
        return await fromZip(source);
      } catch (err) {
        return fail('bad-zip', format(ISSUE_TEXT.badZip, { msg: err instanceof Error ? err.message : String(err) }));
      }
    }
    if (size > MAX_XML_BYTES)
      return fail('too-large', format(ISSUE_TEXT.fileTooLarge, { file: name, size: megabytes(size), max: megabytes(MAX_XML_BYTES) })); // prettier-ignore
    const text = decodeXmlBytes(await bytesOf(source));
    if (!looksLikeXml(text)) return fail('not-zip-or-xml', ISSUE_TEXT.notZipOrXml);
    return { ok: true, kind: 'xml', files: [{ path: name, text }] };
  } catch {
    return fail('read', SPEC_TEXT.readError);
  }
}
