import { useQuery } from '@tanstack/react-query';
import { LaunchGate, useMessages, type RequiredLaunch } from '@tools/launch';
import { useLearnClient } from '@tools/learn-api';
import { StatusView, Page } from '@tools/ui';
import { viewForRole } from '../domain/index.ts';
import { messages } from '../messages.ts';
import { ltiApi } from '@tools/backend-api';
import { useBackend } from '@tools/backend-api/react';
import { GradeStudents } from './grade-students.tsx';
import { enrollmentQueryOptions } from './queries.ts';
import { SendScore } from './send-score.tsx';
import '../lti.css';

type AssignmentLaunch = RequiredLaunch<'token' | 'uuid' | 'courseUuid' | 'lineItemUrl' | 'backendUrl' | 'platformUrl'>;

/**
 * LTIAssignment (the grade sender): the course role from the user's own enrollment picks the
 * view. Scores go through our server (POST /lti/grades), which re-checks the role with Learn.
 */
export default function LtiAssignmentScreen() {
  const m = useMessages(messages);
  // The spec's checks, in its order: where to post, whom the launch is for, then Learn access.
  return (
    <Page title={m.welcome}>
      <LaunchGate needs={['lineItemUrl', 'backendUrl']} missingText={m.missingLineItemOrBackend} learn={false}>
        {() => (
          <LaunchGate needs={['uuid']} missingText={m.missingUuid} learn={false}>
            {() => (
              <LaunchGate
                needs={['token', 'uuid', 'courseUuid', 'lineItemUrl', 'backendUrl', 'platformUrl']}
                missingText={m.missingTokenUuidCourse}
              >
                {(launch) => <Assignment launch={launch} />}
              </LaunchGate>
            )}
          </LaunchGate>
        )}
      </LaunchGate>
    </Page>
  );
}

function Assignment({ launch }: { launch: AssignmentLaunch }) {
  const m = useMessages(messages);
  const enrollment = useQuery(enrollmentQueryOptions(useLearnClient(), launch.courseUuid, launch.uuid));
  const backend = useBackend(ltiApi);
  if (enrollment.isPending) return <StatusView status="loading" loadingText={m.loadingEnrollment} />;
  if (enrollment.isError) return <StatusView status="error" error={m.enrollmentFailed} />;
  const role = enrollment.data.courseRoleId ?? '';
  const view = viewForRole(role);
  const target = { url: launch.lineItemUrl, courseId: launch.courseUuid };
  return (
    <>
      <dl className="ct-fields">
        <div>
          <dt>{m.enrollmentRole}</dt>
          <dd>{role}</dd>
        </div>
      </dl>
      {view === 'instructor' ? (
        <GradeStudents courseUuid={launch.courseUuid} backend={backend} target={target} />
      ) : null}
      {view === 'student' ? <p>{m.studentRefusal}</p> : null}
      {view === 'other' ? <SendScore target={target} userId={launch.uuid} /> : null}
    </>
  );
}
