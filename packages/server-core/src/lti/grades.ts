import type { GradeBody, GradeResponse } from '@tools/backend-api/contracts';
import type { PlatformRegistration } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import type { Caller } from '../identity/caller.ts';
import { courseAccess } from '../identity/roles.ts';
import { format, serverMessages } from '../messages.ts';
import { AgsTokenError, SCORE_SCOPE } from './ags-token.ts';
import { findRegistration, type LtiServices } from './context.ts';
import { cachedScoreMaximum, cacheScoreMaximum, findLaunchesForLineItem, type LaunchRecord } from './launch-store.ts';
import { LINEITEM_READONLY_SCOPE, LINEITEM_SCOPE, readScoreMaximum } from './line-item.ts';
import { normaliseLineItemUrl } from './line-item-url.ts';
import { ltiMessages } from './messages.ts';

export const SCORE_MEDIA_TYPE = 'application/vnd.ims.lis.v1.score+json';
/** Spec 000 §5: grades are entered from 0 to 100, i.e. as a percentage of the line item's maximum. */
export const GRADE_SCALE = 100;
/** Spec 000 §6: roles other than Instructor and Student send the fixed score 87. */
export const FIXED_SCORE = 87;
/**
 * Course roles that may grade anyone in the course. Learn's built-in Grader role exists to grade,
 * so it is included; every other non-student role may only send the fixed score for itself.
 */
export const GRADING_ROLE_KINDS = ['instructor', 'teachingAssistant', 'grader'] as const;

/** `{lineitem}/scores`, keeping any query string of the line item URL (AGS §3.4). */
export function scoresUrl(lineItem: string): string {
  const url = new URL(lineItem);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/scores`;
  return url.toString();
}

/** The line item's scoreMaximum, read once per launch with the AGS token (null: no read scope). */
async function scoreMaximumOf(
  s: LtiServices,
  registration: PlatformRegistration,
  launch: LaunchRecord,
  url: string,
): Promise<number | null> {
  const cached = await cachedScoreMaximum(s.db, launch, url);
  if (cached !== null) return cached;
  const scope = [LINEITEM_SCOPE, LINEITEM_READONLY_SCOPE].find((sc) => launch.agsScopes.includes(sc));
  if (!scope) return null;
  let max: number;
  try {
    max = await readScoreMaximum(s, registration, url, scope);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'no answer';
    s.log.warn('ags line item not read', { reason });
    throw new HttpError(502, format(ltiMessages.lineItemUnreadable, { reason }));
  }
  await cacheScoreMaximum(s.db, launch, url, max);
  return max;
}

/**
 * Who may call: Instructors, Teaching Assistants and Graders of the launch's course (checked with
 * Learn by the caller's own id) for any user; other non-student roles only the fixed score for
 * themselves; Students never. The line item must be one a validated launch of the caller's Learn
 * site may grade (its own, or `{its container}/<one segment>`, compared after normalising).
 */
export async function postGrade(s: LtiServices, caller: Caller, body: GradeBody): Promise<GradeResponse> {
  const now = s.now();
  const url = normaliseLineItemUrl(body.url);
  if (!url) throw new HttpError(400, ltiMessages.lineItemUrlRefused);
  const launches = await findLaunchesForLineItem(s.db, caller.platformUrl, url, now);
  const launch = launches.find((l) => l.agsScopes.includes(SCORE_SCOPE));
  if (!launch) {
    throw launches.length
      ? new HttpError(403, ltiMessages.scoreScopeMissing)
      : new HttpError(404, ltiMessages.lineItemUnknown);
  }
  if (!launch.courseUuid) throw new HttpError(400, ltiMessages.launchWithoutCourse);
  // A grade write: the role is asked of Learn now (identity/trust.ts).
  const { membership, kind } = await courseAccess(s.learn, caller, launch.courseUuid, { fresh: true });
  const role = membership.courseRoleId;
  if (kind === 'student') throw new HttpError(403, format(serverMessages.courseRoleRefused, { role }));
  if (!(GRADING_ROLE_KINDS as readonly string[]).includes(kind)) {
    if (body.userId !== caller.user.uuid || body.score !== FIXED_SCORE) {
      throw new HttpError(403, format(ltiMessages.ownFixedScoreOnly, { role, score: FIXED_SCORE }));
    }
  }
  if (body.courseId !== launch.courseUuid && body.courseId !== membership.courseId) {
    throw new HttpError(400, ltiMessages.courseMismatch);
  }
  const registration = await findRegistration(s, launch.issuer, launch.clientId);
  if (!registration) throw new HttpError(409, ltiMessages.platformGone);

  // The grade is a percentage; the platform gets it on the line item's own scale. Without a
  // line-item scope the maximum cannot be read, and 0-100 of 100 says the same thing.
  const max = await scoreMaximumOf(s, registration, launch, url);
  const scoreMaximum = max ?? GRADE_SCALE;
  const score = {
    userId: body.userId,
    scoreGiven: Math.round(((body.score * scoreMaximum) / GRADE_SCALE) * 10_000) / 10_000,
    scoreMaximum,
    activityProgress: 'Completed',
    gradingProgress: 'FullyGraded',
    timestamp: now.toISOString(),
  };
  const response = await s.agsTokens
    .send(registration, SCORE_SCOPE, (Authorization) =>
      s.fetch(scoresUrl(url), {
        method: 'POST',
        headers: { Authorization, 'Content-Type': SCORE_MEDIA_TYPE },
        body: JSON.stringify(score),
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof AgsTokenError)) throw error;
      s.log.warn('ags token refused', { reason: error.message });
      throw new HttpError(502, format(ltiMessages.agsTokenRefused, { reason: error.message }));
    });
  if (!response.ok) {
    s.log.warn('ags score refused', { status: response.status, lineItem: url });
    throw new HttpError(502, format(ltiMessages.scoreRefused, { status: response.status }));
  }
  return {
    userId: score.userId,
    scoreGiven: score.scoreGiven,
    scoreMaximum: score.scoreMaximum,
    timestamp: score.timestamp,
  };
}
