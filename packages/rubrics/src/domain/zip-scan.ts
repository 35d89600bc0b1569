/** A whole file in memory, or a Blob/File read as a stream (course exports can be gigabytes). */
export type ByteSource = Uint8Array | Blob;

export interface ZipScan {
  /** Every entry name, in archive order. */
  names: string[];
  /** The wanted entries, inflated. */
  files: Map<string, Uint8Array>;
  /** Wanted entries larger than the limit (not read). */
  oversized: string[];
}

const CHUNK = 1 << 20;

async function* chunksOf(source: ByteSource): AsyncGenerator<Uint8Array> {
  if (source instanceof Uint8Array) {
    for (let i = 0; i < source.length; i += CHUNK) yield source.subarray(i, i + CHUNK);
    return;
  }
  const reader = source.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/** The first bytes of a source (to tell a zip from an XML file). */
export async function headOf(source: ByteSource, n: number): Promise<Uint8Array> {
  if (source instanceof Uint8Array) return source.subarray(0, n);
  return new Uint8Array(await source.slice(0, n).arrayBuffer());
}

/** The last bytes of a source (where a zip keeps its end-of-central-directory record). */
async function tailOf(source: ByteSource, n: number): Promise<Uint8Array> {
  const size = source instanceof Uint8Array ? source.length : source.size;
  const start = Math.max(0, size - n);
  if (source instanceof Uint8Array) return source.subarray(start);
  return new Uint8Array(await source.slice(start).arrayBuffer());
}

/** Whether the archive ends with its directory (PK\x05\x06 within the last 64 kB + 22 bytes). */
async function hasEnd(source: ByteSource): Promise<boolean> {
  const tail = await tailOf(source, 65_557);
  for (let i = tail.length - 22; i >= 0; i -= 1)
    if (tail[i] === 0x50 && tail[i + 1] === 0x4b && tail[i + 2] === 5 && tail[i + 3] === 6) return true;
  return false;
}

export async function bytesOf(source: ByteSource): Promise<Uint8Array> {
  return source instanceof Uint8Array ? source : new Uint8Array(await source.arrayBuffer());
}

function concat(parts: Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Streams a zip once and inflates only the entries `wanted` picks, each up to `maxBytes`, so a
 * course export with hundreds of megabytes of files costs one pass and a few small buffers.
 * Throws when the data is not a readable zip (a streamed read alone would not notice a
 * truncated download, so the archive's end record is checked first).
 */
export async function scanZip(
  source: ByteSource,
  wanted: (name: string) => boolean,
  maxBytes: number,
): Promise<ZipScan> {
  if (!(await hasEnd(source))) throw new Error('the end of the archive is missing (is the download complete?)');
  const { Unzip, UnzipInflate } = await import('fflate');
  const scan: ZipScan = { names: [], files: new Map(), oversized: [] };
  let failure: Error | undefined;
  const unzip = new Unzip((file) => {
    scan.names.push(file.name);
    if (!wanted(file.name)) return;
    const parts: Uint8Array[] = [];
    let size = 0;
    file.ondata = (err, chunk, final) => {
      if (err) {
        failure ??= err;
        return;
      }
      size += chunk.length;
      if (size > maxBytes) {
        if (!scan.oversized.includes(file.name)) scan.oversized.push(file.name);
        file.terminate();
        return;
      }
      parts.push(chunk);
      if (final) scan.files.set(file.name, concat(parts, size));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for await (const chunk of chunksOf(source)) {
    unzip.push(chunk, false);
    if (failure) throw failure;
  }
  unzip.push(new Uint8Array(0), true);
  if (failure) throw failure;
  return scan;
}
