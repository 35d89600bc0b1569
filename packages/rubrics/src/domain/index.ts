// The D2L -> Learn rubric migration, pure (no React, no I/O beyond the bytes handed in).
export { SPEC_TEXT, ISSUE_TEXT, VALIDATION_TEXT } from './messages.ts';
export type { IssueCode } from './messages.ts';
export type {
  D2lCell,
  D2lCriteriaGroup,
  D2lCriterion,
  D2lLevel,
  D2lOverallLevel,
  D2lRubric,
  D2lRubricType,
  D2lScoringMethod,
  D2lText,
  Issue,
  Severity,
  SourceError,
} from './types.ts';
export { readRubricSource, MAX_XML_BYTES } from './read-source.ts';
export type { RubricFile, SourceOutcome } from './read-source.ts';
export type { ByteSource } from './zip-scan.ts';
export { rubricFilesInManifest, resolveHref, RUBRICS_FILE_NAME, RUBRICS_MATERIAL_TYPE } from './manifest.ts';
export { parseD2lRubrics } from './parse-d2l.ts';
export type { ParseOutcome } from './parse-d2l.ts';
export type { XmlNode } from './xml.ts';
export { htmlToText } from './html-text.ts';
export { transformRubric, transformRubrics } from './transform.ts';
export type { TransformedRubric } from './transform.ts';
export { HOLISTIC_ROW } from './transform-rows.ts';
export { LEARN_RUBRIC_LIMITS, LEARN_RUBRIC_TYPES } from './learn-rubric.ts';
export type {
  LearnRubricBody,
  LearnRubricCell,
  LearnRubricColumn,
  LearnRubricRow,
  LearnRubricType,
} from './learn-rubric.ts';
export { validateRubricBody } from './validate.ts';
export type { Violation } from './validate.ts';
export { rubricGrid } from './grid.ts';
export type { RubricGrid, RubricGridCell, RubricGridRow } from './grid.ts';
export { fileTitles, titleKey } from './titles.ts';
export { planUpload, copyTitle } from './upload-plan.ts';
export type { UploadStep } from './upload-plan.ts';
