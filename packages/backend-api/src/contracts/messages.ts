/**
 * The contracts' validation texts: what the server answers in a 400's `{ message }` (after
 * 'Invalid request body: ' and the field's path) and what the client's contract checks report.
 * `{name}` is the field as the request spells it; placeholders are filled with `format()`
 * (@tools/launch/format) when a schema is built.
 */

/** Texts ../shared/spec quotes, word for word. */
const spec = {
  /** Spec 000 §5, the deep-link tool. */
  selectItems: 'Please select at least one item to deploy.',
  /** Spec 002 §5, the rules table (also RULE_MESSAGES.status of @tools/late-penalty/domain). */
  activeOrInactive: 'Status must be Active or Inactive.',
} as const;

/** Our own texts. */
const ours = {
  // Any field.
  notString: '{name} must be a string',
  notNumber: '{name} must be a number',
  notFinite: '{name} must be a finite number',
  notWhole: '{name} must be a whole number',
  notArray: '{name} must be an array',
  required: '{name} is required',
  empty: '{name} must not be empty',
  tooLong: '{name} is too long',
  tooLongAtMost: '{name} is too long (at most {max} characters)',
  atMostChars: '{name} must be at most {max} characters',
  tooLarge: '{name} is too large',
  atLeast: '{name} must be at least {min}',
  atMost: '{name} must be at most {max}',
  between: '{name} must be between {min} and {max}',
  decimals: '{name} must be a number with at most {decimals} decimals',
  exactly: '{name} must be {value}',
  eitherOr: '{name} must be {a} or {b}',
  oneOf: '{name} must be one of {values}',
  isoDateTime: '{name} must be an ISO 8601 date-time',
  controlChars: '{name} must not contain control characters',
  idColonOrSpace: "{name} must not contain ':' or spaces",
  idPathChars: "{name} must not contain '/', '\\', '?', '#' or '%'",
  idDots: "{name} must not be '.' or '..'",
  maxItems: '{name} can hold at most {max} items',
  maxEntries: '{name} can hold at most {max} entries',
  idsUnique: '{name} ids must be unique',
  /** A nested field's problem, e.g. 'version: version must be at least 1'. */
  issueAt: '{path}: {message}',
  isRequired: 'is required',
  // HttpUrl (the server puts the field's path before them).
  urlNotString: 'must be a string',
  urlTooLong: 'must be at most {max} characters',
  urlNotAbsolute: 'must be an absolute URL',
  urlNotHttp: 'must be an http(s) URL',
  // Bulk bodies (late penalty, grade hurdle).
  bodyAssociations: 'body must be an array of associations',
  bodyOneAssociation: 'body must hold at least one association',
  bodyMaxAssociations: 'body can hold at most {max} associations',
  bodyRules: 'body must be an array of rules',
  bodyOneRule: 'body must hold at least one rule',
  bodyMaxRules: 'body can hold at most {max} rules',
  tooManyEntries: 'too many entries (at most {max})',
  // Late penalty.
  ruleCode: 'Code must be letters, digits, dashes or underscores',
  codesUnique: 'Codes must be unique',
  associationId: 'ID must be CourseId:ContentItemId',
  // Grade hurdle.
  andOrOr: 'Logic must be AND or OR.',
  mappingOrder: 'fromMin must not be above fromMax',
  maxSubRules: 'at most {max} sub-rules',
  maxMappingRows: 'at most {max} mapping rows',
  scoreRange: 'score out of range',
  runId: 'runId must be letters, digits, - or _',
  maxItemsPerRequest: 'at most {max} items per request',
  // Chat.
  tooManyCitations: 'too many citations',
  // Deliverables.
  column: 'column',
  cellFinite: 'a number cell must be finite',
  cellType: 'every cell must be text or a number',
  bodyColumns: 'body must be an object of columns',
  rowColumns: 'a row has at most {max} columns',
  rowShape: 'a row has an Item and a version',
  snapshotRows: 'rows: at most {max}',
  // Events.
  eventId: 'id may use letters, digits and . _ : - only',
  eventShape: 'an event has exactly id, version, type, occurredAt, courseId and data',
  dataFields: 'data may have at most {max} fields',
  dataKeys: 'data keys are at most {max} characters',
  dataValues: 'data values are at most {max} characters',
  dataNumbers: 'data numbers must be finite',
  maxEvents: 'events may hold at most {max} events',
  // Bulk-run leases.
  courseRef: '{name} must be a course id (_123_1), a uuid, or uuid:, courseId: or externalId: followed by one',
  // LTI.
  deepLinkId: 'id must be 1-64 letters, digits or . _ : -',
} as const;

export const contractMessages = { ...spec, ...ours };

/** @public The sections for tooling/catalogues (CONTRIBUTING.md "Message catalogues"). */
export const contractCatalogue = { spec, ours };
