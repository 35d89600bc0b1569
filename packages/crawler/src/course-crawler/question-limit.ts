/** Spec 002 §7/§9: up to 4 assessments load their questions at once. */
export const QUESTION_CONCURRENCY = 4;
