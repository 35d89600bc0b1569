/**
 * Deterministic embeddings for the fake OpenAI-compatible endpoint: no model, no randomness, the
 * same text (and model) always gives the same vector. Features are hashed into a fixed number of
 * dimensions with a sign (the "hashing trick"), then the vector is L2-normalised, so a client's
 * cosine is a dot product, as with real embedding models:
 * - each content word (lower case, letters and digits; a short list of function words dropped),
 * - its first five letters (a crude stem: "submission" and "submitted" share `submi`),
 * - its character trigrams with word boundaries (" la", "lab", "ab "), at a lower weight,
 * so paraphrases that share words or stems land near each other, and unrelated texts do not.
 * Each model name seeds the hash, so two models' vectors are not comparable (as in reality).
 */

export const EMBEDDING_DIMENSIONS = 256;

const FUNCTION_WORDS = new Set(
  (
    'a an the and or but if of to in on at by for from with about as into is are was were be been ' +
    'being do does did have has had i you we they he she it its my your our their me us them this ' +
    'that these those what which who whom when where why how can could should would will shall may ' +
    'might must there here not no so than then too very just any some all each'
  ).split(' '),
);

/** FNV-1a, 32 bits. */
function fnv1a(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

export function fakeEmbedding(text: string, model: string, dimensions = EMBEDDING_DIMENSIONS): number[] {
  const seed = fnv1a(model);
  const vector = new Array<number>(dimensions).fill(0);
  const add = (feature: string, weight: number) => {
    const h = fnv1a(feature, seed);
    vector[h % dimensions]! += (h & 0x80000000 ? -1 : 1) * weight;
  };
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  for (const word of words) {
    if (FUNCTION_WORDS.has(word)) continue;
    add(`w:${word}`, 1);
    if (word.length > 5) add(`s:${word.slice(0, 5)}`, 1);
    const padded = ` ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) add(`t:${padded.slice(i, i + 3)}`, 0.35);
  }
  const norm = Math.hypot(...vector);
  // An empty or all-function-word text: a fixed unit vector, so the answer is still a valid embedding.
  if (norm === 0) return vector.map((_, i) => (i === 0 ? 1 : 0));
  return vector.map((x) => x / norm);
}

/** OpenAI's `encoding_format: 'base64'`: the float32 values, little-endian, base64-encoded. */
export function base64Embedding(vector: readonly number[]): string {
  const bytes = new Uint8Array(vector.length * 4);
  const view = new DataView(bytes.buffer);
  vector.forEach((x, i) => view.setFloat32(i * 4, x, true));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}
