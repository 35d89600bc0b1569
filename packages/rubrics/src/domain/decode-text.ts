/**
 * Bytes of an XML file to text: a byte-order mark wins, then the XML declaration's encoding,
 * then UTF-8 (what D2L writes). A label the platform cannot decode falls back to UTF-8.
 */
export function decodeXmlBytes(bytes: Uint8Array): string {
  let label = 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) label = 'utf-16le';
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) label = 'utf-16be';
  else if (!(bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)) {
    const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
    const declared = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1];
    if (declared) label = declared.toLowerCase();
  }
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  // TextDecoder drops a leading BOM of its own encoding.
  return decoder.decode(bytes);
}

/** Whether text (after an optional BOM and whitespace) starts like an XML document. */
export function looksLikeXml(text: string): boolean {
  return /^\uFEFF?\s*</.test(text);
}
