/**
 * Every text the server sends to a caller (`{ message }`), in one catalogue so tests assert
 * them by reference and exact wording, and tools can show them as they are. Placeholders are
 * `{name}`, filled by `format`. Texts of one domain that nobody else uses may live in that
 * domain's own `messages.ts` with the same shape.
 */
export const serverMessages = {
  // identity
  missingPlatform: 'Missing platform: send the X-Learn-Platform header or the platformUrl parameter.',
  platformNotUrl: 'The platform must be an absolute URL.',
  platformNotAllowed: 'Platform {origin} is not allowed.',
  missingBearer: 'Missing bearer token.',
  tokenRefused: 'Learn did not accept the token.',
  identityUnavailable: 'Could not verify the caller with Learn.',
  needsInstitutionRole: 'This action needs the institution role {role}.',
  notEnrolled: 'You are not enrolled in this course.',
  courseRoleUnavailable: 'Could not check your course role with Learn.',
  courseRoleRefused: 'Your course role ({role}) may not perform this action.',
  systemAdminsOnly: 'Only Learn system administrators may see this.',
  // course data kept for every user of a course
  learnBusy: 'Learn is too busy to answer now. Try again in a few minutes.',
  learnUnavailable: 'Could not read the course from Learn. Try again later.',
  // data
  dataDirLocked:
    'The data folder {dir} is in use by another server process (pid {pid} on {host}, since {since}). One process per PGlite folder: stop that process first, or give this one its own DATA_DIR, or run several instances on PostgreSQL (DATABASE_URL).',
  dataDirLockedUnknown:
    'The data folder {dir} is in use by another server process that is starting or stopping. One process per PGlite folder: try again when it has stopped, or run several instances on PostgreSQL (DATABASE_URL).',
  badNextKey: 'Invalid query: nextKey must be the JSON key returned by the previous page.',
  staleWrite: '{what} was changed by someone else since you loaded it. Reload to see their version.',
  notFound: '{what} does not exist.',
  // http
  bodyTooLarge: 'The request body is too large (at most {limit}).',
  internal: 'Internal server error.',
  badRequest: 'Bad request.',
  noRoute: 'No route for {method} {path}.',
  // validation: `Invalid request body: rules: Codes must be unique`
  invalid: 'Invalid {what}: {detail}',
  invalidRequest: 'Invalid request.',
  isRequired: 'is required',
  requestBody: 'request body',
  query: 'query',
} as const;

/** @public The sections for tooling/catalogues (CONTRIBUTING.md "Message catalogues"): all ours. */
export const serverCatalogue = { spec: {}, ours: serverMessages };

// The one template filler (pure TypeScript), re-exported so the server's modules fill from here.
export { format } from '@tools/launch/format';
