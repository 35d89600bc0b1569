import { useQuery } from '@tanstack/react-query';
import { useMessages, type ToolScreenProps } from '@tools/launch';
import { useLearnClient } from '@tools/learn-api';
import { StatusView } from '@tools/ui';
import { lazy, Suspense } from 'react';
import { messages } from '../messages.ts';
import '../late-penalty.css';
import { courseQuery, loadError, membershipQuery } from './course-queries.ts';

// One role's view per launch: a student never loads the rule editor, an instructor never the
// student's page. scripts/bundle-report.mjs counts the larger `*-view.tsx` chunk in the route's first load.
const InstructorView = lazy(() => import('./instructor-view.tsx').then((mod) => ({ default: mod.InstructorView })));
const StudentView = lazy(() => import('./student-view.tsx').then((mod) => ({ default: mod.StudentView })));

/** LatePenaltyCourseDetails: instructors set and apply rules; students see their own penalties. */
export default function LatePenaltyCourseDetailsScreen({
  launch,
}: ToolScreenProps<'token' | 'uuid' | 'courseUuid' | 'backendUrl'>) {
  return <CourseRole courseUuid={launch.courseUuid} uuid={launch.uuid} />;
}

/** Spec 002 §6: instructor if the course role contains 'instructor'; student if it contains 'student'. */
function CourseRole({ courseUuid, uuid }: { courseUuid: string; uuid: string }) {
  const m = useMessages(messages);
  const client = useLearnClient();
  const course = useQuery(courseQuery(client, courseUuid));
  const membership = useQuery(membershipQuery(client, courseUuid, uuid));
  const error = course.error ?? membership.error;
  if (error) return <StatusView status="error" error={loadError(error, m.failedCourse, m)} />;
  if (!course.data || !membership.data) return <StatusView status="loading" loadingText={m.loading} />;
  const role = (membership.data.courseRoleId ?? '').toLowerCase();
  const loading = <StatusView status="loading" loadingText={m.loading} />;
  if (role.includes('instructor'))
    return (
      <Suspense fallback={loading}>
        <InstructorView course={course.data} />
      </Suspense>
    );
  if (role.includes('student') && membership.data.userId)
    return (
      <Suspense fallback={loading}>
        <StudentView course={course.data} userId={membership.data.userId} />
      </Suspense>
    );
  return <StatusView status="error" errorTitle={m.accessRestricted} error={m.courseRestricted} />;
}
