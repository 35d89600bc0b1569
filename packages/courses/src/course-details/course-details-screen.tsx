import { useQuery } from '@tanstack/react-query';
import { LaunchGate, useMessages } from '@tools/launch';
import { courseQueryOptions, useLearnClient, type Course } from '@tools/learn-api';
import { Page, StatusView } from '@tools/ui';
import { messages } from '../messages.ts';

/** CourseDetails: name, course ID and start date of the launching course (one request). */
export default function CourseDetailsScreen() {
  const m = useMessages(messages);
  return (
    <Page title={m.detailsTitle}>
      <LaunchGate needs={['token', 'courseUuid']} missingText={m.missingTokenOrCourse}>
        {(launch) => <Details courseUuid={launch.courseUuid} locale={launch.locale.replace('_', '-')} />}
      </LaunchGate>
    </Page>
  );
}

/**
 * Start Date: the start of the course's date-range availability when it has one, else the
 * date the course was created (Learn has no other start date on a course).
 */
export function startDateOf(course: Course): string | undefined {
  return course.availability?.duration?.start ?? course.created;
}

function Details({ courseUuid, locale }: { courseUuid: string; locale: string }) {
  const m = useMessages(messages);
  const query = useQuery(courseQueryOptions(useLearnClient(), courseUuid));
  if (query.isPending) return <StatusView status="loading" loadingText={m.loading} />;
  if (query.isError) return <StatusView status="error" error={query.error.message} />;
  const course = query.data;
  const start = startDateOf(course);
  const rows: [string, string][] = [
    [m.courseName, course.name ?? ''],
    [m.courseId, course.courseId ?? ''],
    [m.startDate, start ? new Date(start).toLocaleDateString(locale, { dateStyle: 'long' }) : m.notApplicable],
  ];
  return (
    <table className="ct-table">
      <caption className="visually-hidden">{m.detailsTitle}</caption>
      <thead>
        <tr>
          <th scope="col">{m.field}</th>
          <th scope="col">{m.value}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([field, value]) => (
          <tr key={field}>
            <th scope="row">{field}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
