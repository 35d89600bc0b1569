import * as v from 'valibot';

export const CLAIM = {
  messageType: 'https://purl.imsglobal.org/spec/lti/claim/message_type',
  version: 'https://purl.imsglobal.org/spec/lti/claim/version',
  deploymentId: 'https://purl.imsglobal.org/spec/lti/claim/deployment_id',
  targetLinkUri: 'https://purl.imsglobal.org/spec/lti/claim/target_link_uri',
  resourceLink: 'https://purl.imsglobal.org/spec/lti/claim/resource_link',
  roles: 'https://purl.imsglobal.org/spec/lti/claim/roles',
  context: 'https://purl.imsglobal.org/spec/lti/claim/context',
  custom: 'https://purl.imsglobal.org/spec/lti/claim/custom',
  launchPresentation: 'https://purl.imsglobal.org/spec/lti/claim/launch_presentation',
  toolPlatform: 'https://purl.imsglobal.org/spec/lti/claim/tool_platform',
  ags: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  deepLinkingData: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
  deepLinkingContentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  /** Blackboard Learn: lets the 3-legged OAuth run without a Learn cookie in the frame. */
  oneTimeSessionToken: 'https://blackboard.com/lti/claim/one_time_session_token',
} as const;

export const MESSAGE_TYPES = ['LtiResourceLinkRequest', 'LtiDeepLinkingRequest'] as const;

const Str = v.string();
const OptStr = v.optional(v.string());

/** The claims the tool reads after jose has checked signature, iss, aud and times. */
export const LaunchClaims = v.looseObject({
  sub: v.pipe(v.string('sub is required'), v.nonEmpty('sub is required')),
  nonce: v.string('nonce is required'),
  azp: OptStr,
  [CLAIM.messageType]: v.picklist(
    MESSAGE_TYPES,
    'message_type must be LtiResourceLinkRequest or LtiDeepLinkingRequest',
  ),
  [CLAIM.version]: v.literal('1.3.0', 'version must be 1.3.0'),
  [CLAIM.deploymentId]: v.pipe(v.string('deployment_id is required'), v.nonEmpty('deployment_id is required')),
  [CLAIM.roles]: v.optional(v.array(Str), []),
  [CLAIM.resourceLink]: v.optional(v.looseObject({ id: Str, title: OptStr })),
  [CLAIM.context]: v.optional(v.looseObject({ id: Str, label: OptStr, title: OptStr })),
  [CLAIM.custom]: v.optional(v.record(v.string(), v.unknown()), {}),
  [CLAIM.launchPresentation]: v.optional(v.looseObject({ locale: OptStr, return_url: OptStr })),
  [CLAIM.toolPlatform]: v.optional(v.looseObject({ url: OptStr, guid: OptStr })),
  [CLAIM.ags]: v.optional(v.looseObject({ scope: v.optional(v.array(Str), []), lineitem: OptStr, lineitems: OptStr })),
  [CLAIM.deepLinkingSettings]: v.optional(
    v.looseObject({
      deep_link_return_url: Str,
      accept_types: v.optional(v.array(Str), []),
      accept_multiple: v.optional(v.boolean(), true),
      /** Opaque to the tool (LTI-DL 2.0 §4.4.1): any JSON value, echoed back unchanged. */
      data: v.optional(v.unknown()),
    }),
  ),
  [CLAIM.oneTimeSessionToken]: OptStr,
});
export type LaunchClaims = v.InferOutput<typeof LaunchClaims>;
