/**
 * Texts the LTI endpoints answer with (`{ message }`), so tests assert them by reference and exact
 * wording. Placeholders are `{name}`, filled by `format` from ../messages.ts.
 */
export const ltiMessages = {
  // POST /lti/grades
  lineItemUrlRefused:
    'The line item URL is not acceptable: it must be an http(s) URL without dot segments, encoded dots or slashes, or credentials.',
  lineItemUnknown: 'The line item does not belong to a current launch.',
  scoreScopeMissing: 'The platform did not grant score posting for this line item.',
  launchWithoutCourse: 'The launch has no course.',
  courseMismatch: "courseId does not match the launch's course.",
  ownFixedScoreOnly: 'Your course role ({role}) may only send the fixed score of {score} for yourself.',
  platformGone: 'The platform of this launch is no longer registered.',
  lineItemUnreadable: 'Could not read the line item from the platform ({reason}).',
  scoreRefused: 'The platform refused the score (status {status}).',
  // POST /lti/deep-link
  deepLinkUsed: 'This deep-linking launch has already been answered. Open the tool again from Learn.',
  // POST /lti/session
  launchCodeRefused: 'The launch code is unknown, expired or already used.',
} as const;
