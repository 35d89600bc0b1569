/** The longest quote of one passage (characters); the citation opens the whole item. */
export const MAX_QUOTE_CHARS = 480;

const SENTENCE_END = /[.!?…](?=\s|$)|\n/g;
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where a search fragment sits in the chunk: its words in order, any whitespace between. */
function locate(text: string, fragment: string): [number, number] | undefined {
  const words = fragment.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const m = new RegExp(words.map(escape).join('\\s+')).exec(text);
  return m ? [m.index, m.index + m[0].length] : undefined;
}

/** Widens [start, end) to whole sentences (or lines) of the text. */
function widen(text: string, [start, end]: [number, number]): [number, number] {
  let from = 0;
  for (const m of text.slice(0, start).matchAll(SENTENCE_END)) from = m.index + m[0].length;
  const after = text.slice(end).search(/[.!?…](?=\s|$)|\n/);
  const to = after < 0 ? text.length : end + after + (text[end + after] === '\n' ? 0 : 1);
  return [from, Math.max(to, end)];
}

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Lines of the chunk on one line: a line without closing punctuation (a heading such as "Late
 * submissions") is followed by a colon, so "Late submissions: Work submitted…" does not read as
 * one run-on sentence. The words stay the course's own.
 */
const joinLines = (text: string) =>
  text
    .split('\n')
    .map((line) => flat(line))
    .filter(Boolean)
    .map((line, i, all) => (i < all.length - 1 && !/[.!?…:;,]$/.test(line) ? `${line}:` : line))
    .join(' ');

function clip(text: string): string {
  if (text.length <= MAX_QUOTE_CHARS) return text;
  const cut = text.slice(0, MAX_QUOTE_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_QUOTE_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A verbatim quote of a passage: the search excerpt's fragments widened to whole sentences of
 * the chunk (so a quote neither starts nor stops mid-sentence), joined by " … ". Falls back to
 * the bare fragments when whole sentences would be too long, then to the chunk, then the title.
 */
export function quoteOf(p: { excerpt: string; text: string; title: string }): string {
  const fragments = p.excerpt.split(' … ').filter((f) => f.trim());
  if (fragments.length === 0) return clip(flat(p.text || p.title));
  const spans = fragments
    .map((f) => locate(p.text, f))
    .filter((s): s is [number, number] => !!s)
    .map((s) => widen(p.text, s))
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1] + 1) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  const whole = merged.map(([a, b]) => joinLines(p.text.slice(a, b))).join(' … ');
  if (whole && whole.length <= MAX_QUOTE_CHARS) return whole;
  return clip(flat(fragments.join(' … ')));
}
