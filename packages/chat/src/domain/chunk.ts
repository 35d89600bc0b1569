import type { ItemDocument } from './item-document.ts';

/** One searchable passage of a course item: what the index stores and an answer quotes. */
export interface Chunk {
  contentId: string;
  /** 0, 1, 2… within the item. */
  ordinal: number;
  title: string;
  breadcrumb: string[];
  linkPath: string;
  /** Verbatim course text ('' for an item that has nothing but its title). */
  text: string;
}

export interface ChunkOptions {
  /** Upper bound of a chunk's text (characters); a single longer word is the only exception. */
  maxChars?: number;
  /** Text repeated from the end of the previous chunk of a section, so a fact split at the boundary is still found whole. */
  overlapChars?: number;
}

export const CHUNK_DEFAULTS = { maxChars: 1200, overlapChars: 200 } as const;

const SENTENCE_END = /(?<=[.!?…])\s+(?=["“'‘([•\p{Lu}\p{N}])/u;

/** Sentences of a paragraph (lines stay separate: a list line is a unit of its own). */
function sentences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => line.split(SENTENCE_END))
    .filter(Boolean);
}

/** Pieces no longer than max: sentences, and long sentences cut at word boundaries. */
function units(paragraph: string, max: number): string[] {
  if (paragraph.length <= max) return [paragraph];
  return sentences(paragraph).flatMap((sentence) => {
    if (sentence.length <= max) return [sentence];
    const out: string[] = [];
    let line = '';
    for (const word of sentence.split(/\s+/)) {
      if (line && line.length + 1 + word.length > max) {
        out.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) out.push(line);
    return out;
  });
}

/** The last sentences of a chunk that fit in `max` characters. */
function tail(text: string, max: number): string {
  const parts = sentences(text);
  let out = '';
  for (let i = parts.length - 1; i >= 0; i -= 1) {
    const next = out ? `${parts[i]} ${out}` : parts[i]!;
    if (next.length > max) break;
    out = next;
  }
  return out;
}

/**
 * Splits an item into chunks: a new chunk at each heading (the heading is its first line),
 * paragraphs packed up to `maxChars`, long paragraphs cut at sentences, and a small overlap
 * between consecutive chunks of one section. An item with no text gets one empty chunk so
 * its title is still searchable.
 */
export function chunkDocument(doc: ItemDocument, options: ChunkOptions = {}): Chunk[] {
  const max = options.maxChars ?? CHUNK_DEFAULTS.maxChars;
  const overlap = Math.min(options.overlapChars ?? CHUNK_DEFAULTS.overlapChars, Math.floor(max / 3));
  const texts: string[] = [];
  /** Heading repeated at the top of each chunk of its section (only when short enough to afford). */
  let lead: string | undefined;
  let parts: string[] = [];
  let hasBody = false;

  const emit = () => {
    if (hasBody) texts.push(parts.join('\n'));
    parts = [];
    hasBody = false;
  };
  const size = () => parts.reduce((n, p) => n + p.length + 1, 0) - 1;

  for (const block of doc.blocks) {
    if (block.kind === 'heading') {
      if (hasBody) emit();
      lead = block.text.length < max / 2 ? block.text : undefined;
      parts.push(...units(block.text, max));
      continue;
    }
    const room = max - (lead ? lead.length + 1 : 0);
    for (const unit of units(block.text, room)) {
      if (hasBody && size() + 1 + unit.length > max) {
        const body = parts.slice(lead && parts[0] === lead ? 1 : 0).join(' ');
        const carried = tail(body, overlap);
        emit();
        if (lead) parts.push(lead);
        if (carried && size() + carried.length + unit.length + 2 <= max) parts.push(carried);
      } else if (!hasBody && parts.length > 0 && size() + 1 + unit.length > max) {
        parts = lead ? [lead] : [];
      }
      parts.push(unit);
      hasBody = true;
    }
  }
  emit();
  if (texts.length === 0) texts.push('');
  return texts.map((text, ordinal) => ({
    contentId: doc.contentId,
    ordinal,
    title: doc.title,
    breadcrumb: doc.breadcrumb,
    linkPath: doc.linkPath,
    text,
  }));
}
