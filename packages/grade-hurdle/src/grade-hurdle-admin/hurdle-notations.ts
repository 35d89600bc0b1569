import { format } from '@tools/launch';
import { createGradeNotation, listGradeNotations, type LearnClient } from '@tools/learn-api';
import { notationCodeFor, schemaFromNotationCode } from '../domain/index.ts';
import { messages } from '../messages.ts';
import { reasonOf } from './reasons.ts';

/**
 * Spec 002 §9: the grade notations a course needs so the course tool can write adjusted
 * schemas 1-3 (the default mapping's targets): 1xx 'Grade Hurdle Adjust to 1', 2xx, 3xx.
 * The description is data stored in Learn, so it is always the en_US text.
 */
export const HURDLE_NOTATIONS = [1, 2, 3].map((to) => ({
  schema: to,
  code: notationCodeFor(to),
  description: format(messages.en_US.notationDescription, { to }),
}));

export interface NotationsResult {
  coursePk1: string;
  /** Codes that were already there (read as the course tool reads them: '3XX' counts as 3xx). */
  existing: string[];
  created: string[];
  failed: { code: string; reason: string }[];
  /** Set when the notations could not even be read: nothing was created (no blind duplicates). */
  unreadable?: string;
}

/**
 * Reads the course's notations once, then creates only the missing hurdle ones, one by one so
 * one refusal does not hide the others. Never throws: the result says what happened.
 */
export async function ensureHurdleNotations(learn: LearnClient, coursePk1: string): Promise<NotationsResult> {
  const result: NotationsResult = { coursePk1, existing: [], created: [], failed: [] };
  let present: Set<number | undefined>;
  try {
    const notations = await listGradeNotations(learn, { courseRef: coursePk1 }, { fields: ['id', 'code'] });
    present = new Set(notations.map((n) => schemaFromNotationCode(n.code)));
  } catch (error) {
    return { ...result, unreadable: reasonOf(error) };
  }
  for (const { schema, ...notation } of HURDLE_NOTATIONS) {
    if (present.has(schema)) {
      result.existing.push(notation.code);
      continue;
    }
    try {
      await createGradeNotation(learn, { courseRef: coursePk1, notation });
      result.created.push(notation.code);
    } catch (error) {
      result.failed.push({ code: notation.code, reason: reasonOf(error) });
    }
  }
  return result;
}

export const notationsComplete = (r: NotationsResult) => r.unreadable === undefined && r.failed.length === 0;
