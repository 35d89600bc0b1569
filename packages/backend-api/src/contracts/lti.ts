import * as v from 'valibot';
import { HttpUrl } from './common.ts';

/** Spec 000 §9: the deep-link tool offers ten items. */
export const MAX_DEEP_LINK_ITEMS = 10;

/** POST /lti/session: trade the one-time launch code for the user's Learn token. */
export const LaunchCodeExchangeBody = v.object({
  code: v.pipe(v.string('code must be a string'), v.nonEmpty('code is required'), v.maxLength(200, 'code is too long')),
});
export type LaunchCodeExchangeBody = v.InferOutput<typeof LaunchCodeExchangeBody>;

export const LaunchCodeExchangeResponse = v.object({
  token: v.string(),
  /** ISO 8601 instant after which Learn no longer accepts the token. */
  expiresAt: v.string(),
});
export type LaunchCodeExchangeResponse = v.InferOutput<typeof LaunchCodeExchangeResponse>;

/** POST /lti/deep-link?state=… — `state` is the launch state the shell received. */
export const DeepLinkQuery = v.object({
  state: v.pipe(v.string('state is required'), v.nonEmpty('state is required'), v.maxLength(4000, 'state is too long')),
});
export type DeepLinkQuery = v.InferOutput<typeof DeepLinkQuery>;

export const DeepLinkItem = v.object({
  /** Stable id of the item, used as the line item's resourceId (e.g. `lti-assignment-3`). */
  id: v.pipe(
    v.string('id must be a string'),
    v.regex(/^[A-Za-z0-9._:-]{1,64}$/, 'id must be 1-64 letters, digits or . _ : -'),
  ),
  /** Title shown in Learn, e.g. `LTI Assignment 3`. */
  title: v.pipe(
    v.string('title must be a string'),
    v.trim(),
    v.nonEmpty('title is required'),
    v.maxLength(255, 'title is too long'),
  ),
});
export type DeepLinkItem = v.InferOutput<typeof DeepLinkItem>;

export const DeepLinkBody = v.object({
  selectedItems: v.pipe(
    v.array(DeepLinkItem, 'selectedItems must be an array'),
    v.minLength(1, 'Please select at least one item to deploy.'),
    v.maxLength(MAX_DEEP_LINK_ITEMS, `selectedItems can hold at most ${MAX_DEEP_LINK_ITEMS} items`),
    v.check((items) => new Set(items.map((i) => i.id)).size === items.length, 'selectedItems ids must be unique'),
  ),
});
export type DeepLinkBody = v.InferOutput<typeof DeepLinkBody>;

export const DeepLinkResponse = v.object({
  /**
   * Signed LtiDeepLinkingResponse; the page form-POSTs it as field `JWT`. Optional in the
   * contract so the deployer can say 'No JWT received from backend.' (spec 000 §5) instead of
   * a generic contract failure.
   */
  jwt: v.optional(v.string()),
  /** The platform's deep_link_return_url; the form's action, so it must be http(s). */
  deepLinkReturnUrl: HttpUrl,
});
export type DeepLinkResponse = v.InferOutput<typeof DeepLinkResponse>;

/** POST /lti/grades: spec 000 §3 "Grade post: url, userId, courseId, score". */
export const GradeBody = v.object({
  /** The line item URL (state.lineItemUrl); must belong to a launch the server validated. */
  url: HttpUrl,
  /** The learner's LTI user id (the Learn user uuid). */
  userId: v.pipe(
    v.string('userId must be a string'),
    v.nonEmpty('userId is required'),
    v.maxLength(255, 'userId is too long'),
  ),
  /** Learn course id (`_123_1`) or uuid; must match the launch's course. */
  courseId: v.pipe(
    v.string('courseId must be a string'),
    v.nonEmpty('courseId is required'),
    v.maxLength(255, 'courseId is too long'),
  ),
  /** Spec 000 §5: a number from 0 to 100. */
  score: v.pipe(
    v.number('score must be a number'),
    v.finite('score must be a finite number'),
    v.minValue(0, 'score must be between 0 and 100'),
    v.maxValue(100, 'score must be between 0 and 100'),
  ),
});
export type GradeBody = v.InferOutput<typeof GradeBody>;

export const GradeResponse = v.object({
  userId: v.string(),
  scoreGiven: v.number(),
  scoreMaximum: v.number(),
  timestamp: v.string(),
});
export type GradeResponse = v.InferOutput<typeof GradeResponse>;
