import { describe, expect, it } from 'vitest';
import { chunkDocument } from '../chunk.ts';
import type { TextBlock } from '../html-blocks.ts';
import type { ItemDocument } from '../item-document.ts';

const doc = (blocks: TextBlock[]): ItemDocument => ({
  contentId: '_7_1',
  title: 'Syllabus',
  breadcrumb: ['Course information'],
  linkPath: '/ultra/x',
  blocks,
});
const text = (t: string): TextBlock => ({ kind: 'text', text: t });
const heading = (t: string): TextBlock => ({ kind: 'heading', text: t });
const sentence = (i: number) => `Sentence number ${i} says something about cells.`;

describe('chunkDocument', () => {
  it('keeps a short item in one chunk carrying id, title, breadcrumb and link', () => {
    expect(chunkDocument(doc([text('One.'), text('Two.')]))).toEqual([
      {
        contentId: '_7_1',
        ordinal: 0,
        title: 'Syllabus',
        breadcrumb: ['Course information'],
        linkPath: '/ultra/x',
        text: 'One.\nTwo.',
      },
    ]);
  });

  it('starts a chunk at each heading, the heading first', () => {
    const chunks = chunkDocument(
      doc([heading('Late work'), text('10% a day.'), heading('Hurdles'), text('Pass the exam.')]),
    );
    expect(chunks.map((c) => c.text)).toEqual(['Late work\n10% a day.', 'Hurdles\nPass the exam.']);
    expect(chunks.map((c) => c.ordinal)).toEqual([0, 1]);
  });

  it('gives an item with no text one empty chunk, so its title is searchable', () => {
    expect(chunkDocument(doc([])).map((c) => c.text)).toEqual(['']);
  });

  it.each([
    ['a long paragraph', [text(Array.from({ length: 60 }, (_, i) => sentence(i)).join(' '))]],
    ['many paragraphs', Array.from({ length: 60 }, (_, i) => text(sentence(i)))],
    [
      'a long section with a heading',
      [heading('Lab rules'), ...Array.from({ length: 60 }, (_, i) => text(sentence(i)))],
    ],
  ])('bounds every chunk of %s and loses no sentence', (_name, blocks) => {
    const chunks = chunkDocument(doc(blocks), { maxChars: 300, overlapChars: 60 });
    expect(chunks.length).toBeGreaterThan(5);
    for (const c of chunks) expect(c.text.length).toBeLessThanOrEqual(300);
    const all = chunks.map((c) => c.text).join('\n');
    for (let i = 0; i < 60; i += 1) expect(all).toContain(sentence(i));
  });

  it('repeats the heading and a small overlap in the next chunk of a section', () => {
    const blocks = [heading('Lab rules'), ...Array.from({ length: 12 }, (_, i) => text(sentence(i)))];
    const [first, second] = chunkDocument(doc(blocks), { maxChars: 300, overlapChars: 60 });
    expect(second!.text.startsWith('Lab rules\n')).toBe(true);
    const lastOfFirst = first!.text.split('\n').at(-1)!;
    expect(second!.text.split('\n')[1]).toBe(lastOfFirst);
    expect(lastOfFirst.length).toBeLessThanOrEqual(60);
  });

  it('cuts a sentence longer than the bound at words', () => {
    const words = Array.from({ length: 200 }, (_, i) => `w${i}`).join(' ');
    const chunks = chunkDocument(doc([text(words)]), { maxChars: 100, overlapChars: 0 });
    for (const c of chunks) expect(c.text.length).toBeLessThanOrEqual(100);
    expect(
      chunks
        .map((c) => c.text)
        .join(' ')
        .split(/\s+/),
    ).toEqual(words.split(' '));
  });
});
