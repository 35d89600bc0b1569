import type { IssueCode } from './messages.ts';

/**
 * A rubric as a D2L (Brightspace) course export describes it in `rubrics_d2l.xml`
 * (`<rubrics schemaversion="v2011">`). Numbers are parsed; texts are kept as exported
 * (`html` is true when `text_type="text/html"`).
 */
export interface D2lText {
  text: string;
  html: boolean;
}

/** D2L's RUBRIC_T: Holistic 0, Analytic 1. */
export type D2lRubricType = 'analytic' | 'holistic';

/** D2L's SCORING_M: TextOnly 0, Points 1, TextAndNumeric 2, CustomPoints 3. */
export type D2lScoringMethod = 'text-only' | 'points' | 'text-and-numeric' | 'custom-points' | 'unknown';

export interface D2lLevel {
  levelId: string;
  name: string;
  sortOrder: number | undefined;
  /** `level_value`: the level's points (Points scoring). */
  value: number | undefined;
}

export interface D2lCell {
  levelId: string;
  /** `cell_value`: the cell's own points (Custom Points scoring). */
  value: number | undefined;
  description: D2lText | undefined;
  feedback: D2lText | undefined;
}

export interface D2lCriterion {
  name: string;
  sortOrder: number | undefined;
  cells: D2lCell[];
}

export interface D2lCriteriaGroup {
  name: string;
  sortOrder: number | undefined;
  levels: D2lLevel[];
  criteria: D2lCriterion[];
}

export interface D2lOverallLevel {
  name: string;
  sortOrder: number | undefined;
  /** `range_start_value`: where the level's score range starts (a percentage for holistic rubrics). */
  rangeStart: number | undefined;
  description: D2lText | undefined;
}

export interface D2lRubric {
  /** `id` in the export (unique within the file, not a Brightspace id). */
  sourceId: string;
  /** Position in the file (0-based): the stable key of a rubric across re-runs of the same file. */
  index: number;
  name: string;
  resourceCode: string | undefined;
  type: D2lRubricType;
  scoringMethod: D2lScoringMethod;
  description: D2lText | undefined;
  groups: D2lCriteriaGroup[];
  overallLevels: D2lOverallLevel[];
  /** What reading the XML already noticed (bad numbers, unknown type). */
  issues: Issue[];
}

export type Severity = 'info' | 'warning' | 'error';

/**
 * One thing to tell the user about a rubric: `info` explains a mapping, `warning` says data was
 * changed or left out, `error` means the rubric cannot be sent.
 */
export interface Issue {
  code: IssueCode | 'invalid-body';
  severity: Severity;
  message: string;
}

/** A failure of a whole file (nothing could be read). `message` is the text to show. */
export interface SourceError {
  code: 'read' | 'empty' | 'not-zip-or-xml' | 'bad-zip' | 'no-rubrics-file' | 'too-large' | 'parse' | 'structure';
  message: string;
}
