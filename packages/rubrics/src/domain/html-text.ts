import { NEVER_TEXT, tidyText as tidy } from '@tools/learn-api/html-text';
import { Parser } from 'htmlparser2';

const SKIPPED = new Set(NEVER_TEXT);
/** Elements that start and end a line of their own. */
const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'caption', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure',
  'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'ol', 'p', 'pre', 'section',
  'table', 'tbody', 'tfoot', 'thead', 'tr', 'ul',
]); // prettier-ignore
const CELLS = new Set(['td', 'th']);
/**
 * D2L description HTML as the plain text Learn shows in a rubric cell: one line per paragraph,
 * list item (`• ` or `1. `) and table row (cells joined by ` | `); `<br>` breaks the line;
 * entities decoded; a link keeps its address after the text when the two differ; an image
 * keeps its alt text. Markup, scripts and styles never reach Learn.
 */
export function htmlToText(html: string): string {
  let out = '';
  let skipping = 0;
  let preformatted = 0;
  const lists: { ordered: boolean; n: number }[] = [];
  const links: (string | undefined)[] = [];
  let linkText = '';
  let cellInRow = 0;
  const newline = () => {
    out += '\n';
  };
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (SKIPPED.has(name)) skipping += 1;
        if (skipping) return;
        if (name === 'pre') preformatted += 1;
        if (name === 'br') newline();
        else if (name === 'ul' || name === 'ol') lists.push({ ordered: name === 'ol', n: 0 });
        else if (name === 'tr') cellInRow = 0;
        if (BLOCKS.has(name)) newline();
        if (name === 'li') {
          const list = lists.at(-1);
          if (list) list.n += 1;
          out += list?.ordered ? `${list.n}. ` : '• ';
        } else if (CELLS.has(name)) {
          if (cellInRow > 0) out += ' | ';
          cellInRow += 1;
        } else if (name === 'a') {
          links.push(attrs.href);
          linkText = '';
        } else if (name === 'img' && attrs.alt?.trim()) out += `[${attrs.alt.trim()}]`;
      },
      ontext(raw) {
        if (skipping) return;
        // Outside <pre>, a newline in HTML source is just a space.
        const text = preformatted ? raw : raw.replace(/\s+/g, ' ');
        out += text;
        if (links.length) linkText += text;
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) {
          skipping = Math.max(0, skipping - 1);
          return;
        }
        if (skipping) return;
        if (name === 'ul' || name === 'ol') lists.pop();
        if (name === 'pre') preformatted = Math.max(0, preformatted - 1);
        if (name === 'a') {
          const href = links.pop()?.trim();
          if (href && /^(https?:|mailto:)/i.test(href) && href !== linkText.trim()) out += ` (${href})`;
        }
        if (BLOCKS.has(name)) newline();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return tidy(out.replace(/\u00a0/g, ' '));
}

/** Whether a string contains markup (so converting it changed something worth saying). */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][^>]*>|&[a-z#0-9]+;/i.test(text);
}
