import { NEVER_TEXT, tidyText as tidy } from '@tools/learn-api/html-text';
import { Parser } from 'htmlparser2';

/** A paragraph-sized piece of text; headings start a new section when chunking. */
export interface TextBlock {
  kind: 'heading' | 'text';
  text: string;
  /** Heading level (1 = outermost; h1-h6, Markdown `#` count); absent for text and guessed headings. */
  level?: number;
}

/** Never text a reader sees; a select's options are choices, not text either. */
const SKIPPED = new Set([...NEVER_TEXT, 'select']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Elements that end the paragraph before and after them. */
const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'caption', 'dd', 'details', 'dialog', 'div', 'dl', 'dt',
  'fieldset', 'figcaption', 'figure', 'footer', 'form', 'header', 'hr', 'html', 'legend', 'li', 'main', 'nav', 'ol',
  'p', 'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]); // prettier-ignore
const CELLS = new Set(['td', 'th']);
/** Elements browsers never render, even with styles off: their contents are not text a reader sees. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * Markup that hides an element from the reader in Learn: the `hidden` attribute, `aria-hidden`,
 * or an inline style with `display: none` / `visibility: hidden|collapse`. Such text is never
 * indexed (issue 25: students never see it, so the assistant must not know it).
 */
export function isHiddenElement(attribs: Record<string, string | undefined>): boolean {
  if (attribs.hidden !== undefined) return true;
  if (attribs['aria-hidden']?.trim().toLowerCase() === 'true') return true;
  const style = (attribs.style ?? '').toLowerCase().replace(/\s+/g, '');
  return /(^|;)display:none/.test(style) || /(^|;)visibility:(hidden|collapse)/.test(style);
}
/**
 * Learn HTML (item bodies, instructions, attached .html files) to readable blocks: only what a
 * reader sees (scripts, styles, comments and hidden elements dropped, see isHiddenElement),
 * entities decoded, block elements and `<br>` become breaks, list items get a bullet and image
 * alt text is kept. A table row is one line: under a header row of `<th>` cells it reads as a
 * record ("Final Exam — Weight: 20%"), so a quoted row says what its number is; otherwise cells
 * are separated by " | ". Never throws: the parser forgives malformed markup as browsers do.
 */
export function htmlToBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let buffer = '';
  let skipDepth = 0;
  let preDepth = 0;
  let headingDepth = 0;
  let headingLevel = 0;
  /** Open elements, and whether each one started a hidden (skipped) subtree. */
  const open: { name: string; skips: boolean }[] = [];
  /** The current table's header labels, and the cells of the row being read. */
  let header: string[] | null = null;
  let row: { text: string; th: boolean }[] | null = null;

  const flush = () => {
    const text = tidy(buffer);
    buffer = '';
    if (!text) return;
    if (headingDepth > 0) blocks.push({ kind: 'heading', text: text.replace(/\n/g, ' '), level: headingLevel });
    else blocks.push({ kind: 'text', text });
  };

  const endRow = () => {
    const cells = (row ?? []).map((c) => ({ ...c, text: tidy(c.text).replace(/\n/g, ' ') }));
    row = null;
    if (cells.every((c) => !c.text)) return;
    if (!header && cells.every((c) => c.th)) {
      header = cells.map((c) => c.text);
      return;
    }
    const labels = header;
    const line =
      labels && cells.length > 1
        ? `${cells[0]!.text} — ${cells
            .slice(1)
            .flatMap((c, i) => (c.text ? [labels[i + 1] ? `${labels[i + 1]}: ${c.text}` : c.text] : []))
            .join('; ')}`
        : cells.map((c) => c.text).join(' | ');
    blocks.push({ kind: 'text', text: line });
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const skips = SKIPPED.has(name) || (!VOID.has(name) && isHiddenElement(attribs));
        open.push({ name, skips });
        if (skips) skipDepth += 1;
        if (skipDepth > 0) return;
        if (HEADINGS.has(name)) {
          flush();
          headingDepth += 1;
          headingLevel = Number(name.slice(1));
          return;
        }
        if (name === 'table') header = null;
        if (name === 'tr') {
          flush();
          row = [];
          return;
        }
        if (CELLS.has(name)) {
          // Cells of one row stay on one line, so a row reads as a record.
          flush();
          if (row) row.push({ text: '', th: name === 'th' });
          return;
        }
        if (BLOCKS.has(name) && !row) flush();
        if (name === 'pre') preDepth += 1;
        const cell = row?.at(-1);
        const add = (text: string) => {
          if (cell) cell.text += text;
          else buffer += text;
        };
        if (name === 'li') add('• ');
        if (name === 'br') add('\n');
        if (name === 'img' && attribs.alt?.trim()) add(` ${attribs.alt.trim()} `);
      },
      ontext(text) {
        if (skipDepth > 0) return;
        const piece = preDepth > 0 ? text.replace(/\r\n?/g, '\n') : text.replace(/\s+/g, ' ');
        const cell = row?.at(-1);
        if (cell) cell.text += piece;
        else buffer += piece;
      },
      onclosetag(name) {
        // Pop to the matching element (the parser closes implied elements first, in order).
        const index = open.map((e) => e.name).lastIndexOf(name);
        const closed = index < 0 ? [] : open.splice(index);
        const skipped = closed.filter((e) => e.skips).length;
        if (skipped > 0) {
          skipDepth = Math.max(0, skipDepth - skipped);
          return;
        }
        if (skipDepth > 0) return;
        if (HEADINGS.has(name)) {
          flush();
          headingDepth = Math.max(0, headingDepth - 1);
          return;
        }
        if (CELLS.has(name)) return;
        if (name === 'tr') {
          endRow();
          return;
        }
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
  if (row) endRow();
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
      const level = /^#{1,6}/.exec(first)?.[0].length;
      blocks.push({ kind: 'heading', text: first.replace(/^#{1,6}\s+/, ''), ...(markdown ? { level } : {}) });
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
