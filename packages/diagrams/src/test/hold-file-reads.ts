import { vi } from 'vitest';

/** Holds FileReader reads until release(), so a test can see the loading state deterministically. */
export function holdFileReads() {
  const original = FileReader.prototype.readAsText;
  const held: (() => void)[] = [];
  vi.spyOn(FileReader.prototype, 'readAsText').mockImplementation(function (
    this: FileReader,
    blob: Blob,
    encoding?: string,
  ) {
    held.push(() => original.call(this, blob, encoding));
  });
  return {
    release: () => {
      for (const read of held.splice(0)) read();
    },
  };
}
