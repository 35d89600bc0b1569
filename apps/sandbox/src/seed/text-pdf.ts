/**
 * A small but real PDF 1.4 of plain text (Helvetica, WinAnsi, US Letter pages), so attachment
 * readers can be tested on a genuine file without a PDF library in the sandbox (which also runs
 * in browsers). Paragraphs are wrapped; a line starting with "# " is set as a bold heading.
 */

const PAGE_LINES = 46;
const WRAP = 88;
/** WinAnsi codes of the few non-ASCII characters course text uses; anything else becomes '?'. */
const WIN_ANSI: Record<string, number> = {
  '’': 0x92,
  '‘': 0x91,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
  '•': 0x95,
  é: 0xe9,
  '×': 0xd7,
  µ: 0xb5,
};

type Line = { text: string; bold: boolean };

function wrap(paragraph: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > WRAP) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF string literal in WinAnsi bytes (one char per byte). */
function pdfString(text: string): string {
  const bytes = [...text].map((c) => {
    const code = c.charCodeAt(0);
    if (code >= 0x20 && code < 0x7f) return c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
    return String.fromCharCode(WIN_ANSI[c] ?? 0x3f);
  });
  return `(${bytes.join('')})`;
}

function pageStream(lines: Line[]): string {
  const ops = ['BT', '72 740 Td', '15 TL'];
  for (const { text, bold } of lines) ops.push(`/${bold ? 'F2' : 'F1'} 11 Tf`, `${pdfString(text)} Tj`, 'T*');
  ops.push('ET');
  return ops.join('\n');
}

/** Paragraphs (blank-line separated) to a PDF; returns the file's bytes. */
export function textPdf(paragraphs: readonly string[]): Uint8Array<ArrayBuffer> {
  const lines: Line[] = [];
  for (const para of paragraphs) {
    const bold = para.startsWith('# ');
    for (const text of wrap(bold ? para.slice(2) : para)) lines.push({ text, bold });
    lines.push({ text: '', bold: false });
  }
  const pages: Line[][] = [];
  for (let i = 0; i < lines.length; i += PAGE_LINES) pages.push(lines.slice(i, i + PAGE_LINES));

  // Objects: 1 catalog, 2 page tree, 3 and 4 fonts, then a page and its content stream per page.
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${5 + 2 * i} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  pages.forEach((page, i) => {
    const stream = pageStream(page);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${6 + 2 * i} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  });
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(out, (c) => c.charCodeAt(0) & 0xff);
}
