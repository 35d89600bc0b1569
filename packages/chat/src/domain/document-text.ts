import { htmlToBlocks, pdfTextToBlocks, plainTextToBlocks, type TextBlock } from './html-blocks.ts';

/** Why an attached file gave no text (the index skips it and says so; nothing else fails). */
export type DocumentSkipReason = 'unsupported-type' | 'too-large' | 'empty' | 'encrypted' | 'unreadable';

export type DocumentText =
  { ok: true; blocks: TextBlock[] } | { ok: false; reason: DocumentSkipReason; detail: string };

/** Larger files are skipped: a course handout is far below this, a scanned book is not worth the memory. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

type Kind = 'text' | 'html' | 'pdf';

const BY_TYPE: Record<string, Kind> = {
  'text/plain': 'text',
  'text/markdown': 'text',
  'text/csv': 'text',
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'application/pdf': 'pdf',
};
const BY_EXTENSION: Record<string, Kind> = {
  txt: 'text',
  md: 'text',
  csv: 'text',
  htm: 'html',
  html: 'html',
  pdf: 'pdf',
};

/** Learn often says application/octet-stream; the file name decides then. */
function kindOf(mediaType: string, fileName: string | undefined): Kind | undefined {
  const type = mediaType.split(';')[0]!.trim().toLowerCase();
  const byType = BY_TYPE[type];
  if (byType) return byType;
  const ext = /\.([a-z0-9]+)$/i.exec(fileName ?? '')?.[1]?.toLowerCase();
  return ext ? BY_EXTENSION[ext] : undefined;
}

/** 0x80-0x9f of windows-1252 (Node's decoder treats the label as Latin-1 and gives C1 controls there). */
const CP1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function windows1252(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => (b >= 0x80 && b <= 0x9f ? CP1252[b - 0x80]! : String.fromCharCode(b))).join('');
}

/**
 * Whether text can be read from a file of this type (decide before downloading it: every
 * download is a Learn request).
 */
export function canExtractText(mediaType: string, fileName?: string): boolean {
  return kindOf(mediaType, fileName) !== undefined;
}

/** The charset parameter if the runtime knows it; UTF-8 otherwise, windows-1252 when UTF-8 is invalid. */
function decode(bytes: Uint8Array, mediaType: string): string {
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(mediaType)?.[1];
  if (charset) {
    try {
      const decoder = new TextDecoder(charset);
      return decoder.encoding === 'windows-1252' ? windows1252(bytes) : decoder.decode(bytes);
    } catch {
      // Unknown label: fall through to the defaults.
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return windows1252(bytes);
  }
}

async function pdfBlocks(bytes: Uint8Array): Promise<TextBlock[]> {
  // Loaded on first use: PDF.js is large and only the indexer needs it.
  const { getDocumentProxy, extractText } = await import('unpdf');
  // PDF.js takes ownership of (detaches) the buffer it is given, so it gets a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    return text.flatMap((page) => pdfTextToBlocks(page));
  } finally {
    await pdf.destroy();
  }
}

/**
 * Text of an attached document (plain text, HTML or PDF) as blocks, or the reason there is
 * none. Never throws: a broken file must not stop the rest of the course being indexed.
 */
export async function extractDocumentText(
  bytes: Uint8Array,
  mediaType: string,
  fileName?: string,
): Promise<DocumentText> {
  const kind = kindOf(mediaType, fileName);
  if (!kind)
    return {
      ok: false,
      reason: 'unsupported-type',
      detail: `No text can be read from ${mediaType || 'this file type'}.`,
    };
  if (bytes.byteLength > MAX_DOCUMENT_BYTES)
    return {
      ok: false,
      reason: 'too-large',
      detail: `${bytes.byteLength} bytes is over the ${MAX_DOCUMENT_BYTES}-byte limit.`,
    };
  let blocks: TextBlock[];
  try {
    if (kind === 'pdf') blocks = await pdfBlocks(bytes);
    else if (kind === 'html') blocks = htmlToBlocks(decode(bytes, mediaType));
    else blocks = plainTextToBlocks(decode(bytes, mediaType));
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    if (name === 'PasswordException')
      return { ok: false, reason: 'encrypted', detail: 'The PDF is password-protected.' };
    return { ok: false, reason: 'unreadable', detail: err instanceof Error ? err.message : String(err) };
  }
  if (blocks.length === 0)
    return {
      ok: false,
      reason: 'empty',
      detail: kind === 'pdf' ? 'The PDF has no text layer (a scan?).' : 'The file has no text.',
    };
  return { ok: true, blocks };
}
