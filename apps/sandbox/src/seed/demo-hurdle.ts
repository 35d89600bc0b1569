import type { SeedBuilder } from './builder.ts';
import { DAY } from './random.ts';
import type { ColumnRec, GradeRec, UserRec } from './types.ts';

/**
 * BIO101 is also the Grade Hurdle demo course (its syllabus states the hurdle; it has the
 * 1xx/2xx/3xx notations). With the rule "Lab Report 1 not submitted OR Research Essay below
 * 60 %", Oliver Chen (no lab report), Isabella Rossi (essay 58 %) and Mateo Fernández (no essay)
 * fail it and everyone else passes. The Overall Grade rows below make each write-back skip
 * reason of spec 002 §4 show up: an overridden final grade, a student without a final grade, and
 * a final grade without a schema code. (No matching notation shows with a mapping to 4 or more:
 * BIO101 has no 4xx notation.) Changes existing rows only, so no seeded id moves.
 */
export function addBio101HurdleCases(b: SeedBuilder, overall: ColumnRec, s: UserRec[]) {
  const row = (user: UserRec): GradeRec => {
    const found = b.data.grades.find((g) => g.columnId === overall.id && g.userId === user.id);
    if (!found) throw new Error(`seed: no Overall Grade for ${user.userName}`);
    return found;
  };
  const overridden = s[9]!;
  Object.assign(row(overridden), {
    overridden: b.at(-1 * DAY),
    text: '6',
    notes: 'Special consideration approved: essay waived.',
  });
  const noFinalGrade = s[7]!;
  b.data.grades = b.data.grades.filter((g) => !(g.columnId === overall.id && g.userId === noFinalGrade.id));
  const noSchema = s[5]!;
  const waiting = row(noSchema);
  delete waiting.score;
  delete waiting.text;
  waiting.status = 'NeedsGrading';
  return {
    /** Overall Grade overridden by hand (6): skipped as overridden. */
    overridden: overridden.id,
    /** No Overall Grade row at all: skipped as "no finalGrade column". */
    noFinalGrade: noFinalGrade.id,
    /** An Overall Grade row with no grade yet: no schema, so no adjusted schema. */
    noSchema: noSchema.id,
    /** No Lab Report 1 attempt: fails the demo hurdle (5 -> 3). */
    noLabReport: s[11]!.id,
    /** Research Essay 58 %: fails a 60 % threshold (4 -> 3). */
    lowEssay: s[6]!.id,
  };
}
