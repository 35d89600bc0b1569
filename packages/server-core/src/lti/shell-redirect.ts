import { tenantDb } from '../db/tenant.ts';
import type { LtiServices } from './context.ts';
import type { IssuedSession } from './launch-codes.ts';
import type { LaunchRecord } from './launch-store.ts';
import { encodeShellState } from './shell-params.ts';

/**
 * The end of every launch: what the launch proved remembered (the token is the launch user's, and their
 * role in the launch's course: identity/trust.ts), the user's Learn token sealed behind a one-time code,
 * and the shell's address with the launch's route, user, course, state and that code (never the token).
 * A student's launch into a course Learn keeps closed to students says so in the state (`course:
 * 'unavailable'`), and the shell shows one message instead of the tool (issue 21 §4).
 */
export async function shellRedirect(
  s: LtiServices,
  launch: LaunchRecord,
  learnUser: string,
  session: IssuedSession,
): Promise<string> {
  await s.learn.rememberLaunch({
    platformUrl: launch.platformUrl,
    token: session.token,
    expiresAt: session.expiresAt,
    userUuid: learnUser,
    courseUuid: launch.courseUuid,
    courseRoleId: launch.courseRoleId,
  });
  const code = await s.launchCodes.issue(launch.platformUrl, session);
  const courseState =
    launch.courseUuid && launch.courseRoleId === 'Student'
      ? await s.courses.forStudent(
          tenantDb(s.db, launch.platformUrl),
          { platformUrl: launch.platformUrl, token: session.token },
          launch.courseUuid,
        )
      : null;
  const state = encodeShellState({
    locale: launch.locale,
    platformUrl: launch.platformUrl,
    backendUrl: s.config.publicUrl,
    lineItemUrl: launch.lineitem ?? launch.lineitems,
    role: launch.role,
    launchId: launch.id,
    ...(courseState === 'unavailable' ? { course: 'unavailable' } : {}),
  });
  const shell = new URL(s.config.shellUrl);
  shell.searchParams.set('route', launch.route);
  shell.searchParams.set('uuid', learnUser);
  if (launch.courseUuid) shell.searchParams.set('courseUuid', launch.courseUuid);
  shell.searchParams.set('state', state);
  shell.searchParams.set('launch_code', code);
  return shell.toString();
}
