import * as v from 'valibot';

/** One LTI 1.3 platform registration (what the platform told us when the tool was registered). */
export const PlatformRegistration = v.object({
  issuer: v.pipe(v.string(), v.url('issuer must be a URL')),
  clientId: v.pipe(v.string(), v.nonEmpty('clientId is required')),
  authEndpoint: v.pipe(v.string(), v.url('authEndpoint must be a URL')),
  tokenEndpoint: v.pipe(v.string(), v.url('tokenEndpoint must be a URL')),
  jwksEndpoint: v.pipe(v.string(), v.url('jwksEndpoint must be a URL')),
  deploymentIds: v.pipe(v.array(v.string()), v.minLength(1, 'deploymentIds needs at least one id')),
  /** Learn origin for REST + 3-legged OAuth; derived from the launch when absent (SaaS issuer). */
  learnUrl: v.optional(v.pipe(v.string(), v.url('learnUrl must be a URL'))),
  /** REST application key/secret (developer portal) used for the 3-legged OAuth code exchange. */
  restKey: v.pipe(v.string(), v.nonEmpty('restKey is required')),
  restSecret: v.pipe(v.string(), v.nonEmpty('restSecret is required')),
});
export type PlatformRegistration = v.InferOutput<typeof PlatformRegistration>;
