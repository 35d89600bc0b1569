import { describe, expect, it } from 'vitest';
import { itemLinkPath, itemToDocument, type CourseItemInput } from '../item-document.ts';

const COURSE = '_301_1';
const base = { id: '_5001_1', title: 'Syllabus' };

describe('itemToDocument', () => {
  it.each<[string, CourseItemInput, string[]]>([
    ['a document body', { ...base, body: '<p>Office hours Tuesdays.</p>' }, ['text:Office hours Tuesdays.']],
    [
      'a web link: description and address',
      {
        ...base,
        title: 'Virtual Microscope',
        description: '<p>Practice before the lab.</p>',
        contentHandler: { id: 'resource/x-bb-externallink', url: 'https://scope.example.org/lab' },
      },
      ['text:Practice before the lab.', 'text:Web link: https://scope.example.org/lab'],
    ],
    [
      'a script address on a web link is not indexed',
      { ...base, contentHandler: { id: 'resource/x-bb-externallink', url: 'javascript:alert(1)' } },
      [],
    ],
    [
      'test instructions under their own heading',
      {
        ...base,
        body: '<p>Quiz on cells.</p>',
        contentHandler: { id: 'resource/x-bb-asmt-test-link' },
        instructions: '<p>You have <strong>30 minutes</strong>.</p>',
      },
      ['text:Quiz on cells.', 'heading:Instructions', 'text:You have 30 minutes.'],
    ],
    [
      'attached files under their names; empty ones skipped',
      {
        ...base,
        attachments: [
          { fileName: 'guide.txt', blocks: [{ kind: 'text', text: 'Read pages 1-9.' }] },
          { fileName: 'scan.pdf', blocks: [] },
        ],
      },
      ['heading:Attached file: guide.txt', 'text:Read pages 1-9.'],
    ],
    ['a title-only item has no blocks', { ...base }, []],
  ])('%s', (_name, item, blocks) => {
    const doc = itemToDocument(COURSE, item);
    expect(doc.blocks.map((b) => `${b.kind}:${b.text}`)).toEqual(blocks);
    expect(doc.contentId).toBe(item.id);
  });

  it('keeps the title apart, names untitled items and copies the breadcrumb', () => {
    expect(itemToDocument(COURSE, { id: '_1_1', title: '  ', breadcrumb: ['Week 1', 'Lab'] })).toMatchObject({
      title: 'Untitled item',
      breadcrumb: ['Week 1', 'Lab'],
    });
  });
});

describe('itemLinkPath', () => {
  it("uses Learn's alternate link", () => {
    const links = [
      { href: '/other', rel: 'self' },
      { href: '/ultra/courses/_301_1/outline/edit/document/_9_1?courseId=_301_1&view=content', rel: 'alternate' },
    ];
    expect(itemLinkPath(COURSE, { id: '_9_1', links })).toBe(links[1]!.href);
  });

  it('falls back to the Ultra outline opened at the item', () => {
    expect(itemLinkPath(COURSE, { id: '_9_1' })).toBe(
      '/ultra/courses/_301_1/outline/edit/document/_9_1?courseId=_301_1&view=content',
    );
  });
});
