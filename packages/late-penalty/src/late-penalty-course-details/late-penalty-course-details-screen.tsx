import { useQuery } from '@tanstack/react-query';
import { useMessages, type ToolScreenProps } from '@tools/launch';
import { useLearnClient } from '@tools/learn-api';
import { StatusView } from '@tools/ui';
import { messages } from '../messages.ts';
import '../late-penalty.css';
import { courseQuery, loadError, membershipQuery } from './course-queries.ts';
import { InstructorView } from './instructor-view.tsx';
import { StudentView } from './student-view.tsx';

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
  if (role.includes('instructor')) return <InstructorView course={course.data} />;
  if (role.includes('student') && membership.data.userId)
    return <StudentView course={course.data} userId={membership.data.userId} />;
  return <StatusView status="error" errorTitle={m.accessRestricted} error={m.courseRestricted} />;
}
