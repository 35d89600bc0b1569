/**
 * The sentences of a passage, verbatim, for quoting whole (issue 25 §3: never cut). A line (a
 * paragraph, a list item, a table row) is never joined with the next; inside a line a sentence
 * ends at ".", "!" or "?" before a capital, a digit or a quote, except after an abbreviation
 * ("Dr. Ellis", "e.g. a medical certificate", "approx. 3 hours").
 */
const ABBREVIATIONS = new Set([
  'dr', 'prof', 'mr', 'mrs', 'ms', 'mx', 'st', 'no', 'nos', 'fig', 'figs', 'approx', 'cf', 'vs', 'etc', 'ch', 'chap',
  'vol', 'p', 'pp', 'ed', 'edn', 'eds', 'e.g', 'i.e', 'a.m', 'p.m', 'min', 'mins', 'hr', 'hrs', 'wk', 'sec', 'dept',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'assoc', 'inc', 'ltd', 'co',
]); // prettier-ignore

const BOUNDARY = /([.!?…]+)(["”’')\]]*)\s+(?=["“‘'([•\p{Lu}\p{N}])/gu;

function splitLine(line: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of line.matchAll(BOUNDARY)) {
    const end = m.index + m[1]!.length + m[2]!.length;
    const before = line.slice(start, m.index);
    const lastWord = /([\p{L}.]+)$/u.exec(before)?.[1]?.toLowerCase() ?? '';
    // "Dr." and single initials ("A. Crosby") do not end a sentence, nor a list number ("1. Why…").
    if (m[1] === '.' && (ABBREVIATIONS.has(lastWord) || /^\p{L}$/u.test(lastWord) || /^\s*\d{1,3}$/.test(before)))
      continue;
    out.push(line.slice(start, end).trim());
    start = m.index + m[0].length;
  }
  out.push(line.slice(start).trim());
  return out.filter(Boolean);
}

export function sentencesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .flatMap(splitLine);
}
