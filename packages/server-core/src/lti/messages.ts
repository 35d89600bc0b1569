/**
 * Texts the LTI endpoints answer with (`{ message }`), so tests assert them by reference and exact
 * wording. Placeholders are `{name}`, filled by `format` from ../messages.ts.
 */
export const ltiMessages = {
  // POST /lti/grades
  lineItemUrlRefused:
    'The line item URL is not acceptable: it must be an http(s) URL without dot segments, encoded dots or slashes, control characters, spaces or credentials.',
  lineItemUnknown: 'The line item does not belong to a current launch.',
  scoreScopeMissing: 'The platform did not grant score posting for this line item.',
  launchWithoutCourse: 'The launch has no course.',
  courseMismatch: "courseId does not match the launch's course.",
  ownFixedScoreOnly: 'Your course role ({role}) may only send the fixed score of {score} for yourself.',
  platformGone: 'The platform of this launch is no longer registered.',
  lineItemUnreadable: 'Could not read the line item from the platform ({reason}).',
  scoreRefused: 'The platform refused the score (status {status}).',
  agsTokenRefused: 'The platform did not give the tool access to its grade service ({reason})',
  // POST /lti/deep-link
  deepLinkUsed: 'This deep-linking launch has already been answered. Open the tool again from Learn.',
  stateWithoutLaunch: 'The state does not reference a launch.',
  launchGone: 'The launch has expired or does not exist. Open the tool again from Learn.',
  notDeepLinking: 'The launch is not a deep-linking launch.',
  deepLinkOtherUser: 'This deep-linking launch belongs to another user.',
  noResourceLinks: 'The platform does not accept LTI resource links here.',
  oneItemOnly: 'The platform accepts only one item here.',
  // POST /lti/session
  launchCodeRefused: 'The launch code is unknown, expired or already used.',
  // The page a refused launch shows in the Learn frame (ltiErrorPage); `{reason}` is LTI_REASONS'.
  errorPageTitle: 'Launch failed',
  errorPageHeading: 'The tool could not be launched',
  errorPageReason: '{reason}.',
  errorPageAdvice:
    'Please open the tool again from your course. If this keeps happening, give your administrator this reference: {reference}.',
} as const;

/** The pages of LTI Dynamic Registration (GET /lti/register), shown in the platform's registration window. */
export const registrationMessages = {
  doneTitle: 'Course Tools registered',
  doneHeading: 'Course Tools is registered with your platform',
  doneDetails: 'Issuer {issuer}, client ID {clientId}, deployment ID {deploymentId}.',
  doneNoDeployment: 'Issuer {issuer}, client ID {clientId}. The deployment ID is recorded with the first launch.',
  doneNext: 'Finish the registration to return to your platform, then enable the tool there.',
  finish: 'Finish registration',
  failedTitle: 'Registration failed',
  failedHeading: 'Course Tools could not be registered',
  failedAdvice:
    'Nothing was registered. Start the registration again from your platform; if this keeps happening, give the tool operator this reference: {reference}.',
  missingConfiguration:
    'The registration link has no openid_configuration parameter. Start the registration from your platform.',
  configurationNotUrl: 'The platform configuration address {url} is not an http(s) URL.',
  configurationUnreachable: 'The platform configuration at {url} could not be read ({reason}).',
  configurationTimeout: 'The platform configuration at {url} did not answer within {seconds} seconds.',
  configurationStatus: 'The platform configuration at {url} answered HTTP {status}.',
  configurationNotJson: 'The platform configuration at {url} is not a JSON document.',
  configurationField: 'The platform configuration has no valid {field}.',
  issuerMismatch:
    'The platform configuration was served from {origin}, but its issuer is {issuer}; the two must be the same origin.',
  issuerNotHttps: 'The issuer {issuer} is not https (http is allowed only on this machine, for development).',
  issuerNotAllowed:
    'The issuer {issuer} may not register this tool. The tool operator allows it by adding it to LTI_REGISTRATION_ISSUERS.',
  endpointOutside: 'The platform endpoint {field} ({url}) must be https or on the issuer {issuer}.',
  registrationRefused: 'The platform refused the registration (HTTP {status}): {reason}',
  registrationTimeout: 'The platform registration endpoint did not answer within {seconds} seconds.',
  registrationUnreachable: 'The platform registration endpoint could not be reached ({reason}).',
  registrationNoClientId: 'The platform accepted the registration but did not answer with a client_id.',
} as const;

/** Why a launch was refused; each reason has a message the user (or their admin) can act on. */
export const LTI_REASONS = {
  platform_error: 'Learn reported an error for this launch',
  missing_parameter: 'The launch request is missing a required parameter',
  unknown_platform: 'This platform is not registered with the tool',
  state_mismatch: 'The launch state is unknown, expired or already used (state mismatch)',
  bad_signature: 'The id_token signature is not valid',
  unknown_kid: 'The id_token is signed with a key the platform does not publish (unknown kid)',
  wrong_issuer: 'The id_token was issued by a different platform (wrong iss)',
  wrong_audience: 'The id_token is meant for a different tool (wrong aud/azp)',
  expired: 'The id_token has expired or is not valid yet',
  replayed_nonce: 'The id_token was already used (replayed nonce)',
  nonce_mismatch: 'The id_token nonce does not match the login',
  unknown_deployment: 'The deployment is not registered with the tool',
  invalid_token: 'The id_token is malformed or misses required claims',
  missing_claim: 'The id_token misses a required claim',
  platform_not_allowed: 'The Learn site of this launch is not allowed',
  oauth_failed: 'Could not obtain a Learn session for this launch',
  user_mismatch: 'The Learn user who signed in is not the user the platform launched',
} as const;

/** @public The sections for tooling/catalogues (CONTRIBUTING.md "Message catalogues"): all ours. */
export const ltiCatalogue = { spec: {}, ours: ltiMessages };
/** @public The registration pages' sections: all ours. */
export const registrationCatalogue = { spec: {}, ours: registrationMessages };
/** @public The launch-refusal reasons' sections: all ours. */
export const ltiReasonCatalogue = { spec: {}, ours: LTI_REASONS };
