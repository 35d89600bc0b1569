/**
 * jsdom's Blob has no `arrayBuffer()` or `stream()` (every browser the tools support has both);
 * the screen hands the picked File to the domain, which reads it with them. Built on jsdom's own
 * FileReader, so the bytes are the ones the user picked.
 */
function readAll(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsArrayBuffer(blob);
  });
}

if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return readAll(this);
  };
}
if (typeof Blob.prototype.stream !== 'function') {
  Blob.prototype.stream = function stream(this: Blob) {
    const read = readAll(this);
    return new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new Uint8Array(await read));
        controller.close();
      },
    }) as ReturnType<Blob['stream']>;
  };
}
