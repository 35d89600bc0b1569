/**
 * Answer texts the server writes (ours: the spec leaves them open). They live here, not in the
 * widget's catalogue only, because the server composes answers with no React; `src/messages.ts`
 * re-exports them so every visible text is in one catalogue.
 */
export const ANSWER_TEXTS = {
  /** Below the relevance threshold: said plainly, nothing cited. */
  notCovered: 'The course materials don’t seem to cover that. Try asking with different words, or ask your instructor.',
  /** Heads the verbatim passages of an answer without a model. */
  quotedIntro: 'Here is what the course materials say:',
  /** After the answered parts of a question whose other parts the course does not answer. */
  partlyCovered: 'The course materials don’t seem to cover the rest of your question.',
} as const;

/** @public The sections for tooling/catalogues (CONTRIBUTING.md "Message catalogues"): all ours. */
export const ANSWER_CATALOGUE = { spec: {}, ours: ANSWER_TEXTS };
