import { mappingRowFor } from './mapping.ts';
import { format } from '@tools/launch/format';
import { DOMAIN_MESSAGES as M } from './messages.ts';
import { schemaFromNotationCode, schemaFromText } from './schema-code.ts';
import { combine, evaluateSubRule, type ItemFacts, type SubRuleOutcome } from './sub-rules.ts';
import type { HurdleRules } from './types.ts';

/** A student's final grade as the gradebook shows it. */
export interface FinalGradeFacts {
  columnId: string;
  /** The grade's text ('5'), else the display grade's text. */
  text?: string | null;
  /** The code of the notation on the grade ('3xx', 'INC'), if any. */
  notationCode?: string | null;
  notationId?: string | null;
  overridden: boolean;
}

export interface StudentFacts {
  userId: string;
  userName: string;
  name: string;
  /** Undefined when the student has no final grade (spec: no finalGrade column for them). */
  finalGrade?: FinalGradeFacts | undefined;
  /** By content id: the student's standing on each item the sub-rules name. */
  items: Readonly<Record<string, ItemFacts | undefined>>;
}

/** Spec 002 §3 "Evaluation result per student", plus what a person needs to check it. */
export interface Evaluation {
  userId: string;
  userName: string;
  name: string;
  originalSchema?: number;
  /** Where the original schema was read: the grade text, or (fallback) a notation code. */
  schemaSource?: 'text' | 'notation';
  finalGradeColumnId?: string;
  overridden: boolean;
  rulePass: boolean;
  adjustedSchema?: number;
  currentNotationId?: string | null;
  currentNotationCode?: string | null;
  subRules: SubRuleOutcome[];
  /** e.g. "'Final exam': 42% < 50% (rule passes); AND 'Lab report' submitted (rule does not pass) -> hurdle does not apply: 5 stays 5". */
  explanation: string;
}

/** Spec 002 §5: the schema from the grade text (a single digit), else from a notation code (Nxx). */
export function readSchema(grade: FinalGradeFacts): { schema: number; source: 'text' | 'notation' } | undefined {
  const fromText = schemaFromText(grade.text);
  if (fromText !== undefined) return { schema: fromText, source: 'text' };
  const fromNotation = schemaFromNotationCode(grade.notationCode);
  return fromNotation === undefined ? undefined : { schema: fromNotation, source: 'notation' };
}

/**
 * Spec 002 §4, per student: the rule result is the sub-rules combined with AND/OR (none =
 * false). Overridden final grade: adjusted = current. Rule passes: current mapped through the
 * mapping; otherwise unchanged. Missing schema: no adjusted schema.
 * Safety beyond the spec: a schema read from a hurdle notation is already adjusted and is not
 * lowered again; a mapping that would raise, or that has no row for the schema, leaves it.
 */
export function evaluateStudent(
  rules: HurdleRules,
  titles: Readonly<Record<string, string>>,
  facts: StudentFacts,
): Evaluation {
  const subRules = rules.subRules.map((rule) =>
    evaluateSubRule(rule, titles[rule.contentId] ?? M.unknownContent, facts.items[rule.contentId]),
  );
  const rulePass = combine(rules.logic, subRules);
  const grade = facts.finalGrade;
  const read = grade ? readSchema(grade) : undefined;
  const base = {
    userId: facts.userId,
    userName: facts.userName,
    name: facts.name,
    overridden: grade?.overridden ?? false,
    rulePass,
    subRules,
    ...(grade
      ? {
          finalGradeColumnId: grade.columnId,
          currentNotationId: grade.notationId ?? null,
          currentNotationCode: grade.notationCode ?? null,
        }
      : {}),
    ...(read ? { originalSchema: read.schema, schemaSource: read.source } : {}),
  };
  const rulesText = subRules.length === 0 ? M.noSubRules : subRules.map((o) => o.text).join(`; ${rules.logic} `);
  const explain = (outcome: string) => ({ explanation: `${rulesText} -> ${outcome}` });

  if (!grade) return { ...base, ...explain(M.noFinalGrade) };
  if (!read) return { ...base, ...explain(format(M.noSchema, { text: grade.text ?? '' })) };
  const from = read.schema;
  const stays = { ...base, adjustedSchema: from };
  if (grade.overridden) return { ...stays, ...explain(format(M.overridden, { from })) };
  if (read.source === 'notation')
    return { ...stays, ...explain(format(M.fromNotation, { from, code: grade.notationCode ?? '' })) };
  if (!rulePass) return { ...stays, ...explain(format(M.doesNotApply, { from })) };
  const mapped = mappingRowFor(rules.mapping, from);
  if (!mapped) return { ...stays, ...explain(format(M.appliesNoRow, { from })) };
  const to = mapped.row.to;
  if (to > from) return { ...stays, ...explain(format(M.appliesWouldRaise, { from, to })) };
  return { ...base, adjustedSchema: to, ...explain(format(to === from ? M.appliesSame : M.applies, { from, to })) };
}
