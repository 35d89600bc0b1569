// Migration 020: the model each stored passage vector comes from (issue 25 §2, hybrid search). A
// vector is compared only with a question embedded by the same model, and a change of model
// re-embeds the course's passages. The vectors stay `real[]` with the cosine computed in process,
// on PGlite and PostgreSQL alike: the PostgreSQL the tests and Debian bookworm install (15) has no
// pgvector package (packages/chat/README.md, "Decisions"). `embeddings_failed_at`: when the
// endpoint last failed for the course, so a dead endpoint costs one timeout per course every few
// minutes instead of one per question (every instance reads it).
export default /* sql */ `
alter table chat_passages add column embedding_model text;
alter table chat_courses add column embeddings_failed_at timestamptz;
`;
