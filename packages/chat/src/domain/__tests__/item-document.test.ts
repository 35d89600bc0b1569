import { describe, expect, it } from 'vitest';
import { itemLinkPath } from '../item-document.ts';

const COURSE = '_301_1';

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
