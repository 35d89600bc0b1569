import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob } from '../download.ts';

describe('downloadBlob', () => {
  let created: Blob[];
  let clicked: { href: string; download: string; attached: boolean }[];
  beforeEach(() => {
    vi.useFakeTimers();
    created = [];
    clicked = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:test/video';
      }),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({
        href: this.getAttribute('href') ?? '',
        download: this.download,
        attached: document.body.contains(this),
      });
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('saves the same Blob under the given name through a temporary link, then frees the URL', () => {
    const blob = new Blob([new Uint8Array([0, 0, 0, 24])], { type: 'video/mp4' });
    downloadBlob('lecture 1.mp4', blob);
    expect(created).toEqual([blob]);
    expect(clicked).toEqual([{ href: 'blob:test/video', download: 'lecture 1.mp4', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/video');
  });

  it('refuses an empty file name', () => {
    expect(() => downloadBlob('  ', new Blob(['x']))).toThrow('downloadBlob: filename must not be empty');
    expect(created).toEqual([]);
  });
});
