// The course assistant's search and answers without a model (issue 25): words, glossary,
// lexicon (WordNet), spelling, question plans, BM25 over passages, sentence selection.
export { askedTypes, hasAnswerType, type AnswerType } from './answer-types.ts';
export {
  retrieveAnswer,
  RETRIEVAL_DEFAULTS,
  type PartResult,
  type Quote,
  type Retrieval,
  type RetrievalOptions,
} from './answer.ts';
export { answerDebug, modelPassages, type AnswerDebug } from './answer-view.ts';
export { composeAnswer, textFragment } from './compose.ts';
export { buildCourseIndex, type CourseIndex, type SearchPassage } from './course-index.ts';
export { cosine, embeddingText, fuseRanks, rankBySimilarity } from './semantic.ts';
export { GLOSSARY } from './glossary.ts';
export { NO_LEXICON, type LexEntry, type Lexicon } from './lexicon.ts';
export { planQuestion, splitParts, type QueryConcept, type QueryPart, type QueryPlan } from './question.ts';
export { correctSpelling } from './spelling.ts';
export { wordnetLexicon, type Pos, type WordnetFiles } from './wordnet.ts';
