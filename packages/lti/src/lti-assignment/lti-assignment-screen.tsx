import { useQuery } from '@tanstack/react-query';
import { useMessages, type ToolScreenProps } from '@tools/launch';
import { useLearnClient } from '@tools/learn-api';
import { StatusView } from '@tools/ui';
import { viewForRole } from '../domain/index.ts';
import { messages } from '../messages.ts';
import { ltiApi } from '@tools/backend-api';
import { useBackend } from '@tools/backend-api/react';
import { GradeStudents } from './grade-students.tsx';
import { enrollmentQueryOptions } from './queries.ts';
import { SendScore } from './send-score.tsx';
import '../lti.css';

/**
 * LTIAssignment (the grade sender): the course role from the user's own enrollment picks the
 * view. Scores go through our server (POST /lti/grades), which re-checks the role with Learn.
 * The route checks the launch in the spec's order: where to post, whom it is for, Learn access.
 */
export default function LtiAssignmentScreen({
  launch,
}: ToolScreenProps<'token' | 'uuid' | 'courseUuid' | 'lineItemUrl' | 'backendUrl' | 'platformUrl'>) {
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
