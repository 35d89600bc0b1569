import { useQuery } from '@tanstack/react-query';
import { gradeHurdleApi } from '../api/client.ts';
import { useOptionalBackend } from '@tools/backend-api/react';
import { useMessages, type ToolScreenProps } from '@tools/launch';
import { useLearnClient } from '@tools/learn-api';
import { InlineAlert, StatusView } from '@tools/ui';
import { lazy, Suspense } from 'react';
import { format } from '@tools/launch';
import { messages } from '../messages.ts';
import '../grade-hurdle.css';
import { associationQuery, errorText, roleQuery } from './queries.ts';
import { StudentPolicy } from './student-policy.tsx';

// The instructor's editor, table and bulk panel load on first use: a student never pays for them.
const InstructorView = lazy(() => import('./instructor-view.tsx').then((mod) => ({ default: mod.InstructorView })));

/**
 * GradeHurdleCourseDetails (spec 002 §2): students read the course's hurdle policy; instructors
 * build sub-rules and the mapping, evaluate every student and write the result back.
 */
export default function GradeHurdleCourseDetailsScreen({ launch }: ToolScreenProps<'token' | 'uuid'>) {
  // The route checked that one of them is present (courseId from the query wins, spec 000 §2).
  const courseRef = launch.courseId || launch.courseUuid || '';
  return <CourseRole courseRef={courseRef} uuid={launch.uuid} />;
}

/**
 * Spec 002 §6: the role from the user's own membership; a failed lookup is Access Restricted. The
 * membership names the course's primary id too, so no course record is read.
 */
function CourseRole({ courseRef, uuid }: { courseRef: string; uuid: string }) {
  const m = useMessages(messages);
  const client = useLearnClient();
  const role = useQuery(roleQuery(client, courseRef, uuid));
  // Spec §6: any other role, or a failed membership lookup, is restricted (named like the admin tool's).
  if (role.isError || role.data?.role === 'other') return <StatusView status="error" errorTitle={m.courseRestricted} />;
  if (!role.data) return <StatusView status="loading" loadingText={m.loadingCourse} />;
  return <Enabled course={{ id: role.data.courseId }} role={role.data.role} />;
}

/** Spec 002 §8: association 404 = not enabled; any other failure leaves the tool enabled. */
function Enabled({ course, role }: { course: { id: string }; role: 'student' | 'instructor' }) {
  const m = useMessages(messages);
  const backend = useOptionalBackend(gradeHurdleApi);
  const association = useQuery(associationQuery(backend, course.id));
  if (backend && association.isPending) return <StatusView status="loading" loadingText={m.loading} />;
  if (association.data === null) return <StatusView status="error" errorTitle={m.notAvailable} error={m.notEnabled} />;
  const warning = !backend
    ? m.missingBackEndUrl
    : association.isError
      ? format(m.associationsWarning, { reason: errorText(association.error, m.failedLoadAssociations) })
      : null;
  const saved = association.data ?? null;
  return (
    <>
      {/* Comes with the page (no back end, or its rules could not be read): a note, not an announcement. */}
      {warning && (
        <InlineAlert tone="warning" live="off">
          {warning}
        </InlineAlert>
      )}
      {role === 'student' ? (
        <StudentPolicy courseId={course.id} association={saved} />
      ) : (
        <Suspense fallback={<StatusView status="loading" loadingText={m.loading} />}>
          <InstructorView course={course} association={saved} serverAnswered={association.isSuccess} />
        </Suspense>
      )}
    </>
  );
}
