/** A citation as spec 002 §7 names it: the Learn item's address and title. */
export interface Citation {
  href: string;
  title: string;
  /** The sentence of the item (or file) the answer quotes, when it quotes one (issue 25 §5). */
  quote?: string;
}

/** The body of a successful `POST {backend}/chat` (spec 002 §7). `[n]` in the answer is citations[n-1]. */
export interface ChatAnswer {
  answer: string;
  citations: Citation[];
}

/** One retrieved chunk, ready to quote or to hand to a model. */
export interface Passage {
  contentId: string;
  title: string;
  /** Absolute URL of the item's page in Learn. */
  href: string;
  /** The whole chunk, verbatim. */
  text: string;
  /** The chunk's best fragments for the question, verbatim (ts_headline). */
  excerpt: string;
  /** ts_rank_cd, normalised to 0..1. */
  rank: number;
  /** Distinct question lexemes found in the chunk. */
  matched: number;
  /** Distinct lexemes of the question. */
  queryTerms: number;
}
