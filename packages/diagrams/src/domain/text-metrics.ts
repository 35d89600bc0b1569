/**
 * Text width without a canvas, so layout stays pure and both renderers get the same lines.
 * Widths are Helvetica's (Arial shares them) in ems, grouped; the canvas uses that font
 * and the PDF uses jspdf's built-in Helvetica, so what fits here fits when drawn.
 */
const NARROW = new Set("ijlI.,:;'|!`");
const SEMI_NARROW = new Set('frt()[]{} -/\\"');
const WIDE = new Set('mwMW@%');

function charEm(ch: string): number {
  if (NARROW.has(ch)) return 0.23;
  if (SEMI_NARROW.has(ch)) return 0.34;
  if (WIDE.has(ch)) return 0.89;
  if (/[A-Z]/.test(ch)) return 0.7;
  return 0.56;
}

export function textWidth(text: string, fontSize: number, bold = false): number {
  let ems = 0;
  for (const ch of text) ems += charEm(ch);
  return ems * fontSize * (bold ? 1.08 : 1);
}

const ELLIPSIS = '...'; // ASCII: jspdf's standard fonts cannot encode U+2026 reliably.

/** The text, or its longest prefix plus '...' that fits `maxWidth`. */
export function fitText(text: string, maxWidth: number, fontSize: number, bold = false): string {
  if (textWidth(text, fontSize, bold) <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 0 && textWidth(chars.join('') + ELLIPSIS, fontSize, bold) > maxWidth) chars.pop();
  return chars.join('').trimEnd() + ELLIPSIS;
}

/** Greedy word wrap into at most `maxLines`; the last line is shortened with '...' if text remains. */
export function wrapText(text: string, maxWidth: number, fontSize: number, maxLines: number, bold = false): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  let i = 0;
  for (; i < words.length; i++) {
    const word = words[i] as string;
    const candidate = current === '' ? word : `${current} ${word}`;
    if (textWidth(candidate, fontSize, bold) <= maxWidth || current === '') {
      current = candidate;
      continue;
    }
    if (lines.length === maxLines - 1) break;
    lines.push(current);
    current = word;
  }
  const rest = words.slice(i);
  const last = rest.length > 0 ? `${current} ${rest.join(' ')}` : current;
  if (last !== '') lines.push(fitText(last, maxWidth, fontSize, bold));
  return lines.map((line) => fitText(line, maxWidth, fontSize, bold));
}
