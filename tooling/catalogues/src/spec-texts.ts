import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The spec's lines, one string per line of every `*.txt` file. A quoted text never spans lines,
 * so a catalogue text must be found inside one line.
 */
export function readSpecLines(specDir: string): string[] {
  return readdirSync(specDir)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .flatMap((name) => readFileSync(join(specDir, name), 'utf8').split('\n'));
}

const PLACEHOLDER = /\{\w+\}/g;
const WORD_CHAR = /[\p{L}\p{N}]/u;
/**
 * What a `{name}` placeholder of ours may stand for in the spec: the spec's own placeholders
 * vary ('Error: {message}', 'Failed to load from cloud: ...', 'Loaded N rows from CSV',
 * 'Saved N rows (updated: a, …)', 'Grade Hurdle Adjust to 1'), so one `{name}`, one ellipsis or
 * one word/number. Nothing else is normalised: quotes, dashes and ellipses must be identical.
 */
const SPEC_PLACEHOLDER = String.raw`(?:\{\w+\}|\.\.\.|…|[\p{L}\p{N}]+)`;

function escape(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function pattern(text: string): string {
  return text.split(PLACEHOLDER).map(escape).join(SPEC_PLACEHOLDER);
}

/**
 * Regular expressions that find `text` word for word in a spec line: the whole text, or (where
 * the spec quotes only an opening and ends it with ' ...', as in 'Failed to save: ...' or
 * 'Unrecognized format. Examples: ...') a prefix of ours that ends with a space, followed by the
 * spec's ellipsis and closing quote. A text is never found inside a longer word.
 */
export function specPatterns(text: string): RegExp[] {
  const before = WORD_CHAR.test(text.at(0) ?? '') ? '(?<![\\p{L}\\p{N}])' : '';
  const after = WORD_CHAR.test(text.at(-1) ?? '') && !text.endsWith('}') ? '(?![\\p{L}\\p{N}])' : '';
  const patterns = [new RegExp(before + pattern(text) + after, 'u')];
  for (let cut = text.indexOf(' '); cut > 0; cut = text.indexOf(' ', cut + 1)) {
    const prefix = text.slice(0, cut + 1);
    if (!WORD_CHAR.test(prefix.replace(PLACEHOLDER, ''))) continue;
    patterns.push(new RegExp(`'${pattern(prefix)}(?:\\.\\.\\.|…)'`, 'u'));
  }
  return patterns;
}

/** True when the spec quotes `text` word for word (see specPatterns). */
export function occursInSpec(text: string, specLines: readonly string[]): boolean {
  // A text whose own words are empty ('—', '{item}', '{a} ({b}): {c}') says nothing checkable.
  if (!WORD_CHAR.test(text.replace(PLACEHOLDER, ''))) return false;
  const patterns = specPatterns(text);
  return specLines.some((line) => patterns.some((p) => p.test(line)));
}
