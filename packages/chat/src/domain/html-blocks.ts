import { Parser } from 'htmlparser2';

/** A paragraph-sized piece of text; headings start a new section when chunking. */
export interface TextBlock {
  kind: 'heading' | 'text';
  text: string;
}

/** Never text a reader sees: code, styling, embedded documents. */
const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'head',
  'svg',
  'math',
  'iframe',
  'object',
  'select',
]);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Elements that end the paragraph before and after them. */
const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'caption', 'dd', 'details', 'dialog', 'div', 'dl', 'dt',
  'fieldset', 'figcaption', 'figure', 'footer', 'form', 'header', 'hr', 'html', 'legend', 'li', 'main', 'nav', 'ol',
  'p', 'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]); // prettier-ignore
const CELLS = new Set(['td', 'th']);
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;

/** Trims and collapses each line; drops empty ones. */
function tidy(raw: string): string {
  return raw
    .replace(INVISIBLE, '')
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * Learn HTML (item bodies, instructions, attached .html files) to readable blocks: scripts and
 * styles dropped, entities decoded, block elements and `<br>` become breaks, table cells are
 * separated by " | ", list items get a bullet and image alt text is kept. Never throws: the
 * parser forgives any malformed markup the way browsers do.
 */
export function htmlToBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let buffer = '';
  let skipDepth = 0;
  let preDepth = 0;
  let headingDepth = 0;
  let cellsInRow = 0;

  const flush = () => {
    const text = tidy(buffer);
    buffer = '';
    if (!text) return;
    if (headingDepth > 0) blocks.push({ kind: 'heading', text: text.replace(/\n/g, ' ') });
    else blocks.push({ kind: 'text', text });
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (SKIPPED.has(name)) skipDepth += 1;
        if (skipDepth > 0) return;
        if (HEADINGS.has(name)) {
          flush();
          headingDepth += 1;
          return;
        }
        if (name === 'tr') cellsInRow = 0;
        if (CELLS.has(name)) {
          // Cells of one row stay on one line, so a row reads as a record.
          if (cellsInRow > 0) buffer += ' | ';
          cellsInRow += 1;
          return;
        }
        if (BLOCKS.has(name)) flush();
        if (name === 'pre') preDepth += 1;
        if (name === 'li') buffer += '• ';
        if (name === 'br') buffer += '\n';
        if (name === 'img' && attribs.alt?.trim()) buffer += ` ${attribs.alt.trim()} `;
      },
      ontext(text) {
        if (skipDepth > 0) return;
        buffer += preDepth > 0 ? text.replace(/\r\n?/g, '\n') : text.replace(/\s+/g, ' ');
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) {
          skipDepth = Math.max(0, skipDepth - 1);
          return;
        }
        if (skipDepth > 0) return;
        if (HEADINGS.has(name)) {
          flush();
          headingDepth = Math.max(0, headingDepth - 1);
          return;
        }
        if (CELLS.has(name)) return;
        if (name === 'pre') {
          flush();
          preDepth = Math.max(0, preDepth - 1);
          return;
        }
        if (BLOCKS.has(name)) flush();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  flush();
  return blocks;
}

/** Plain text of an HTML fragment, paragraphs separated by a blank line. */
export function htmlToText(html: string): string {
  return htmlToBlocks(html)
    .map((b) => b.text)
    .join('\n\n');
}

/** A short line without sentence punctuation ("Lab 2: Osmosis", "SAFETY RULES") reads as a heading. */
export function isHeadingLine(line: string): boolean {
  return /^[^.!?;,]{1,80}$/.test(line) && !line.endsWith(':') && /\p{L}/u.test(line);
}

/**
 * Plain text (a .txt file, PDF text) to blocks: blank lines separate paragraphs, and a
 * paragraph's short title-like first line becomes a heading so chunks follow sections.
 */
export function plainTextToBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const para of text.replace(/\r\n?/g, '\n').split(/\n[^\S\n]*\n/)) {
    const lines = tidy(para).split('\n').filter(Boolean);
    const first = lines[0];
    if (first === undefined) continue;
    const markdown = /^#{1,6}\s+\S/.test(first);
    if (markdown || (lines.length > 1 && isHeadingLine(first))) {
      blocks.push({ kind: 'heading', text: first.replace(/^#{1,6}\s+/, '') });
      lines.shift();
    }
    if (lines.length > 0) blocks.push({ kind: 'text', text: lines.join('\n') });
  }
  return blocks;
}

/**
 * PDF text (one page): PDF.js gives visual lines, so a sentence wrapped over lines is joined
 * again (a line not ending a sentence, followed by one starting in lower case or with a digit;
 * "photo-" + "synthesis" loses the hyphen), and heading-like lines become headings.
 */
export function pdfTextToBlocks(page: string): TextBlock[] {
  const lines = tidy(page).split('\n').filter(Boolean);
  const joined: string[] = [];
  for (const line of lines) {
    const prev = joined.at(-1);
    if (prev !== undefined && !/[.!?:;]$/.test(prev) && /^[\p{Ll}\p{N}(]/u.test(line)) {
      joined[joined.length - 1] = /\p{L}-$/u.test(prev) ? `${prev.slice(0, -1)}${line}` : `${prev} ${line}`;
    } else joined.push(line);
  }
  return joined.map((text) => ({ kind: isHeadingLine(text) ? ('heading' as const) : ('text' as const), text }));
}
