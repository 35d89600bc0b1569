/**
 * What every reading of Learn HTML as text shares (the assistant's index in chat, rubric cells in
 * rubrics): which elements are never text, and how the collected text is tidied. Pure TypeScript,
 * so the server's indexer can use it too.
 */

/** Elements whose contents a reader never sees as text: code, styling, embedded documents. */
export const NEVER_TEXT = ['script', 'style', 'noscript', 'template', 'head', 'svg', 'math', 'iframe', 'object'];

/** Soft hyphens, zero-width spaces and joiners, word joiners and stray byte order marks. */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;

/** Drops invisible characters, trims and collapses each line, and drops empty lines. */
export function tidyText(raw: string): string {
  return raw
    .replace(INVISIBLE, '')
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
