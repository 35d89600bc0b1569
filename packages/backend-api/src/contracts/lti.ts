import { format } from '@tools/launch/format';
import * as v from 'valibot';
import { HttpUrl, percent } from './common.ts';
import { contractMessages as M } from './messages.ts';

/**
 * A non-empty string taken as sent (LTI values are not trimmed: `text()` of common.ts is the
 * stricter schema of our own data). `notString` is the text for a missing or non-string value.
 */
const required = (name: string, max: number, notString: string = M.notString) =>
  v.pipe(
    v.string(format(notString, { name })),
    v.nonEmpty(format(M.required, { name })),
    v.maxLength(max, format(M.tooLong, { name })),
  );

/** Spec 000 §9: the deep-link tool offers ten items. */
export const MAX_DEEP_LINK_ITEMS = 10;

/** POST /lti/session: trade the one-time launch code for the user's Learn token. */
export const LaunchCodeExchangeBody = v.object({
  code: required('code', 200),
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
  state: required('state', 4000, M.required),
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
  userId: required('userId', 255),
  /** Learn course id (`_123_1`) or uuid; must match the launch's course. */
  courseId: required('courseId', 255),
  /** Spec 000 §5: a number from 0 to 100. */
  score: percent('score'),
});
export type GradeBody = v.InferOutput<typeof GradeBody>;

export const GradeResponse = v.object({
  userId: v.string(),
  scoreGiven: v.number(),
  scoreMaximum: v.number(),
  timestamp: v.string(),
});
export type GradeResponse = v.InferOutput<typeof GradeResponse>;
