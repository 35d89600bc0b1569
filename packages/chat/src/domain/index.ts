// Course AI assistant logic (no React, no I/O): text extraction, chunking, search SQL and
// query building, answers with and without a model. Shared by the server and the widget.
export type { ChatAnswer, Citation, Passage } from './types.ts';
export { ANSWER_TEXTS } from './messages.ts';
export { htmlToBlocks, htmlToText, plainTextToBlocks, type TextBlock } from './html-blocks.ts';
export {
  canExtractText,
  extractDocumentText,
  MAX_DOCUMENT_BYTES,
  type DocumentSkipReason,
  type DocumentText,
} from './document-text.ts';
export { itemLinkPath, itemToDocument, UNTITLED, type CourseItemInput, type ItemDocument } from './item-document.ts';
export { CHUNK_DEFAULTS, chunkDocument, type Chunk, type ChunkOptions } from './chunk.ts';
export { MAX_QUERY_TERMS, searchTerms, toTsQueryText } from './search-query.ts';
export {
  BREADCRUMB_SEPARATOR,
  CHAT_CHUNKS_DDL,
  DEFAULT_CANDIDATES,
  DELETE_ITEM_CHUNKS_SQL,
  INSERT_CHUNK_SQL,
  insertChunkParams,
  SEARCH_CHUNKS_SQL,
  searchChunkParams,
  type ChunkSearchRow,
} from './sql.ts';
export {
  citationHref,
  coverage,
  notCoveredAnswer,
  quotedAnswer,
  RELEVANCE_DEFAULTS,
  rowToPassage,
  selectPassages,
  type RelevanceOptions,
} from './answer.ts';
export {
  buildModelMessages,
  MAX_PASSAGE_CHARS,
  MAX_QUESTION_CHARS,
  SYSTEM_RULES,
  type ModelMessage,
} from './prompt.ts';
export { finishModelAnswer, MAX_ANSWER_CHARS } from './post-process.ts';
export { CITATION_TITLE_MAX, truncateCitationTitle } from './citation-title.ts';
export { detectPlanted, type PlantedFlag, type PlantedKind } from './planted.ts';
export {
  attachmentLinkPath,
  itemToPassages,
  MAX_PASSAGE_CHARS as MAX_INDEXED_PASSAGE_CHARS,
  type CoursePassage,
  type PassageAttachment,
  type PassageItemInput,
} from './passages.ts';
export * from '../retrieval/index.ts';
