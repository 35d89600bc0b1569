/** 1EdTech claim names (LTI 1.3 core, AGS 2.0, Deep Linking 2.0) and the Learn extras. */
export const LTI = {
  messageType: 'https://purl.imsglobal.org/spec/lti/claim/message_type',
  version: 'https://purl.imsglobal.org/spec/lti/claim/version',
  deploymentId: 'https://purl.imsglobal.org/spec/lti/claim/deployment_id',
  targetLinkUri: 'https://purl.imsglobal.org/spec/lti/claim/target_link_uri',
  resourceLink: 'https://purl.imsglobal.org/spec/lti/claim/resource_link',
  roles: 'https://purl.imsglobal.org/spec/lti/claim/roles',
  context: 'https://purl.imsglobal.org/spec/lti/claim/context',
  toolPlatform: 'https://purl.imsglobal.org/spec/lti/claim/tool_platform',
  launchPresentation: 'https://purl.imsglobal.org/spec/lti/claim/launch_presentation',
  custom: 'https://purl.imsglobal.org/spec/lti/claim/custom',
  agsEndpoint: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  contentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  data: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
  msg: 'https://purl.imsglobal.org/spec/lti-dl/claim/msg',
  /** Learn sends this so the tool can run 3-legged OAuth without third-party cookies. */
  oneTimeSessionToken: 'https://blackboard.com/lti/claim/one_time_session_token',
} as const;

export const AGS_SCOPES = {
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  lineItemReadOnly: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly',
  resultReadOnly: 'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
} as const;

export const ROLE = {
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
  teachingAssistant: 'http://purl.imsglobal.org/vocab/lis/v2/membership/Instructor#TeachingAssistant',
  contentDeveloper: 'http://purl.imsglobal.org/vocab/lis/v2/membership#ContentDeveloper',
  institutionStudent: 'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Student',
  institutionFaculty: 'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Faculty',
  institutionStaff: 'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Staff',
  institutionAdmin: 'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Administrator',
  systemAdmin: 'http://purl.imsglobal.org/vocab/lis/v2/system/person#Administrator',
} as const;

/** Routes the launcher opens with a deep-linking request instead of a resource-link launch. */
export const DEEP_LINKING_ROUTES = new Set(['DeepLinkTool']);

/** Routes whose placement gets a gradebook line item (the grade sender posts scores to it). */
export const LINE_ITEM_ROUTES = new Set(['LTIAssignment']);

/**
 * Routes whose placements may set a custom parameter `role` (a view preference of the tool, never
 * a permission), and the values the launcher offers. The deliverables tracker: spec 001 §6.
 */
export const LAUNCH_ROLES: Readonly<Record<string, readonly string[]>> = {
  ProjectDeliverablesTable: ['ADMIN', 'TPM', 'BA', 'TC'],
};
