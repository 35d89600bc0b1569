import { format } from '@tools/launch/format';
import * as v from 'valibot';
import { HttpUrl } from './common.ts';
import { contractMessages as M } from './messages.ts';

/** Spec 000 §9: the deep-link tool offers ten items. */
export const MAX_DEEP_LINK_ITEMS = 10;

/** POST /lti/session: trade the one-time launch code for the user's Learn token. */
export const LaunchCodeExchangeBody = v.object({
  code: v.pipe(
    v.string(format(M.notString, { name: 'code' })),
    v.nonEmpty(format(M.required, { name: 'code' })),
    v.maxLength(200, format(M.tooLong, { name: 'code' })),
  ),
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
  state: v.pipe(
    v.string(format(M.required, { name: 'state' })),
    v.nonEmpty(format(M.required, { name: 'state' })),
    v.maxLength(4000, format(M.tooLong, { name: 'state' })),
  ),
});
export type DeepLinkQuery = v.InferOutput<typeof DeepLinkQuery>;

export const DeepLinkItem = v.object({
  /** Stable id of the item, used as the line item's resourceId (e.g. `lti-assignment-3`). */
  id: v.pipe(v.string(format(M.notString, { name: 'id' })), v.regex(/^[A-Za-z0-9._:-]{1,64}$/, M.deepLinkId)),
  /** Title shown in Learn, e.g. `LTI Assignment 3`. */
  title: v.pipe(
    v.string(format(M.notString, { name: 'title' })),
    v.trim(),
    v.nonEmpty(format(M.required, { name: 'title' })),
    v.maxLength(255, format(M.tooLong, { name: 'title' })),
  ),
});
export type DeepLinkItem = v.InferOutput<typeof DeepLinkItem>;

export const DeepLinkBody = v.object({
  selectedItems: v.pipe(
    v.array(DeepLinkItem, format(M.notArray, { name: 'selectedItems' })),
    v.minLength(1, M.selectItems),
    v.maxLength(MAX_DEEP_LINK_ITEMS, format(M.maxItems, { name: 'selectedItems', max: MAX_DEEP_LINK_ITEMS })),
    v.check(
      (items) => new Set(items.map((i) => i.id)).size === items.length,
      format(M.idsUnique, { name: 'selectedItems' }),
    ),
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
    v.string(format(M.notString, { name: 'userId' })),
    v.nonEmpty(format(M.required, { name: 'userId' })),
    v.maxLength(255, format(M.tooLong, { name: 'userId' })),
  ),
  /** Learn course id (`_123_1`) or uuid; must match the launch's course. */
  courseId: v.pipe(
    v.string(format(M.notString, { name: 'courseId' })),
    v.nonEmpty(format(M.required, { name: 'courseId' })),
    v.maxLength(255, format(M.tooLong, { name: 'courseId' })),
  ),
  /** Spec 000 §5: a number from 0 to 100. */
  score: v.pipe(
    v.number(format(M.notNumber, { name: 'score' })),
    v.finite(format(M.notFinite, { name: 'score' })),
    v.minValue(0, format(M.between, { name: 'score', min: 0, max: 100 })),
    v.maxValue(100, format(M.between, { name: 'score', min: 0, max: 100 })),
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
