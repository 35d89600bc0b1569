/**
 * Texts the rubric domain reports. `SPEC` texts are spec 000 §5/§8 word for word; `ISSUE_TEXT`
 * (ours) explains, per rubric, what could not be carried over to Learn and why. Placeholders
 * are `{name}`; `format()` (@tools/launch/format) replaces them. The screen catalogue (`../messages.ts`) re-exports these.
 */
export const SPEC_TEXT = {
  invalidStructure: 'Invalid XML structure',
  parseError: 'Error parsing XML file: {msg}',
  readError: 'Error reading file.',
} as const;

export const ISSUE_TEXT = {
  // Reading files (ours)
  emptyFile: 'The file is empty.',
  notZipOrXml: 'The file is neither a D2L rubrics XML file nor a course export .zip.',
  badZip: 'The .zip file could not be opened: {msg}',
  noRubricsInPackage:
    'This course export has no rubrics file (rubrics_d2l.xml). Export the course from Brightspace as a package with Rubrics selected.',
  fileTooLarge: '{file} is {size} MB; files over {max} MB are not read.',
  // Per rubric (ours)
  missingName: 'The rubric has no name; it is titled "{title}".',
  titleTruncated: 'The name is longer than {max} characters and was shortened.',
  sameNameInFile: 'Another rubric in this file has the same name; this one is titled "{title}".',
  holistic: 'Holistic rubric: its levels became the columns of a single criterion row, "{row}".',
  holisticPercentages: 'The holistic levels’ percentage ranges became points from 0 to 100 (the start of each range).',
  textOnly: 'Text-only levels (no points): sent as a Nonnumeric Learn rubric.',
  noCriteria: 'The rubric has no criteria, and Learn needs at least one row.',
  noLevels: 'The rubric has no levels, and Learn needs at least one column.',
  groupLevelsDiffer:
    'Criteria groups "{first}" ({firstCount} levels) and "{other}" ({otherCount} levels) have different levels; a Learn rubric has one set of columns.',
  groupLevelNames:
    'Criteria group "{group}" names its levels differently ({names}); the column headers come from "{first}".',
  groupPrefixed: 'The rubric has {count} criteria groups; each row starts with its group name.',
  levelOrderRenumbered:
    'Level sort orders ({orders}) are not 1 to {count}; the columns were numbered in that order from 0.',
  levelMissingName: 'A level has no name; its column is headed "{header}".',
  criterionMissingName: 'A criterion has no name; its row is headed "{header}".',
  missingCell: 'Criterion "{criterion}" has no cell for level "{level}"; an empty cell was added.',
  unknownLevelCell: 'Criterion "{criterion}" has a cell for an unknown level ({levelId}); it was left out.',
  noPointsForCell: 'Criterion "{criterion}", level "{level}" has no points; 0 was used.',
  badNumber: '"{value}" in {where} is not a number; it was read as no points.',
  feedbackDropped: 'Initial feedback on {count} cells was not carried over: Learn rubric cells have no feedback text.',
  overallLevelsDropped: 'Overall levels ({names}) were not carried over: Learn rubrics have no overall score bands.',
  htmlConverted: 'HTML in descriptions was converted to plain text (Learn shows rubric text as plain text).',
  descriptionTruncated: 'A description in {where} is longer than {max} characters and was shortened.',
  unknownType: 'Unknown rubric type "{value}"; it was read as an analytic rubric.',
} as const;

export type IssueCode = keyof typeof ISSUE_TEXT;

/** Why a body would be refused by Learn (ours; `{field}` is a path such as `cells[3].points.value`). */
export const VALIDATION_TEXT = {
  notObject: 'The rubric body must be a JSON object.',
  required: '{field} is required.',
  notString: '{field} must be text.',
  blank: '{field} must not be empty.',
  tooLong: '{field} is longer than {max} characters.',
  badType: 'rubricType must be one of {types}.',
  notArray: '{field} must be a list.',
  countRange: '{field} must have from 1 to {max} entries (it has {count}).',
  notInteger: '{field} must be a whole number.',
  notNumber: '{field} must be a number.',
  negative: '{field} must be 0 or more.',
  tooLarge: '{field} must be at most {max}.',
  duplicateId: '{field} "{id}" is used more than once.',
  positions: '{field} positions must be 0 to {last}, each once (they are {positions}).',
  unknownRef: '{field} names {kind} "{id}", which is not in the rubric.',
  positionMismatch: '{field} is {value}, but {kind} "{id}" is at position {expected}.',
  duplicateCell: 'There is more than one cell for row "{row}" and column "{column}".',
  missingCell: 'There is no cell for row "{row}" and column "{column}" (Learn needs a full grid).',
  pointsNotAllowed: '{field} must be left out of a Nonnumeric rubric.',
  rowPointsMismatch: '{field} is {value}, but a cell of that row is worth {max}.',
  totalPoints: 'The rows add up to {total} points; Learn allows at most {max}.',
} as const;

/** @public The sections for tooling/catalogues (CONTRIBUTING.md "Message catalogues"). */
export const ISSUE_CATALOGUE = { spec: SPEC_TEXT, ours: ISSUE_TEXT };
/** @public Validation texts are all ours. */
export const VALIDATION_CATALOGUE = { spec: {}, ours: VALIDATION_TEXT };
