import * as gradeHurdle from '../contracts.ts';

/** The stored shapes are the server contracts' (one definition for browser and server). */
export type SubRule = gradeHurdle.SubRule;
export type SubRuleType = SubRule['type'];
export type Logic = gradeHurdle.HurdleLogic;
export type MappingRow = gradeHurdle.MappingRow;

/** Spec 002 §3/§9: 4-7 -> 3, 3 -> 2, 2 -> 1, 1 -> 1. */
export const DEFAULT_MAPPING: readonly MappingRow[] = gradeHurdle.DEFAULT_MAPPING;
/** Spec 002 §9: default logic AND. */
export const DEFAULT_LOGIC: Logic = 'AND';
/** Spec 002 §9: default threshold 50 %. */
export const DEFAULT_THRESHOLD = 50;
export const SUB_RULE_TYPES: readonly SubRuleType[] = ['NOT_SUBMITTED', 'SCORE_BELOW_PERCENT'];

/** What the course saved: the rules every evaluation (and the student policy) follows. */
export interface HurdleRules {
  subRules: readonly SubRule[];
  logic: Logic;
  mapping: readonly MappingRow[];
}
