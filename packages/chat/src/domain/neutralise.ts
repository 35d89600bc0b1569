/**
 * Course text and model output reach the reader without addresses or bracketed numbers of
 * their own: an answer's only links are its citations and its only `[n]` are citation numbers.
 */

/** `[1]`, `[1, 2]`, `[1][2]`: one bracket group of citation numbers. */
export const CITATION_GROUP = /\[\s*(\d{1,4}(?:\s*[,;]\s*\d{1,4})*)\s*\]/g;
const MARKDOWN_IMAGE = /!\[[^\]\n]*\]\([^)\n]*\)/g;
const MARKDOWN_LINK = /\[([^\]\n]+)\]\(\s*<?[^)\s>]+>?(?:\s+"[^"\n]*")?\s*\)/g;
const HTML_TAG = /<\/?[a-z][^<>]*>/gi;
/** Anything that reads as an address: a scheme URL, `www.`, or a script/data/mail URI. */
const ADDRESS = /\b(?:[a-z][a-z\d+.-]*:\/\/|www\.)[^\s<>"'`\]]+|\b(?:javascript|data|mailto|vbscript):[^\s<>"'`\]]+/gi;

const count = (text: string, char: string) => text.split(char).length - 1;

/** What the sentence put after an address (closing punctuation, an unbalanced parenthesis) stays. */
function trailingOf(address: string): string {
  let body = address;
  let tail = '';
  for (;;) {
    const last = body.at(-1);
    const closes = last === ')' && count(body, ')') > count(body, '(');
    if (!last || !('.,;:!?'.includes(last) || closes)) return tail;
    tail = last + tail;
    body = body.slice(0, -1);
  }
}

/**
 * Removes markup and every address. A model answer's only links are its citations (each to a
 * Learn item the caller can see): a link planted in course text is itself in a passage, so
 * "links the passages contain" would let exactly that link through.
 */
export function stripLinks(text: string): string {
  return text
    .replace(MARKDOWN_IMAGE, '')
    .replace(MARKDOWN_LINK, (_whole, label: string) => label)
    .replace(HTML_TAG, '')
    .replace(ADDRESS, trailingOf);
}

/**
 * A quote of course text as an answer may show it: verbatim, except that addresses and bracketed
 * numbers are left out, so a passage that plants a link or a "[9]" cannot add either to an answer.
 */
export function neutraliseQuote(text: string): string {
  return stripLinks(text)
    .replace(CITATION_GROUP, '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ +([.,;:!?)])/g, '$1')
    .trim();
}
