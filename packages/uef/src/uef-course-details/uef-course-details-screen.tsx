import { useQuery } from '@tanstack/react-query';
import { useMessages, type ToolScreenProps } from '@tools/launch';
import { courseQueryOptions, userQueryOptions, useLearnClient } from '@tools/learn-api';
import { StatusView } from '@tools/ui';
import { messages } from '../messages.ts';
import { learnErrorText, UserWelcome } from '../welcome.tsx';

/**
 * UEFCourseDetails: the welcome page in the course panel uef_base.js opens. The course comes from
 * Ultra's route (`courseId`, a primary id) or a course launch (`courseUuid`). Two Learn requests.
 */
export default function UefCourseDetailsScreen({ launch }: ToolScreenProps<'token' | 'uuid'>) {
  const m = useMessages(messages);
  const courseRef = launch.courseId || launch.courseUuid;
  return courseRef ? (
    <CourseWelcome uuid={launch.uuid} courseRef={courseRef} />
  ) : (
    <StatusView status="error" error={m.missingTokenOrCourse} />
  );
}

function CourseWelcome({ uuid, courseRef }: { uuid: string; courseRef: string }) {
  const m = useMessages(messages);
  const client = useLearnClient();
  const user = useQuery(userQueryOptions(client, uuid));
  const course = useQuery(courseQueryOptions(client, courseRef));
  if (user.isPending || course.isPending) return <StatusView status="loading" loadingText={m.loading} />;
  if (user.isError) return <StatusView status="error" error={learnErrorText(user.error)} />;
  if (course.isError) return <StatusView status="error" error={learnErrorText(course.error)} />;
  return (
    <>
      <UserWelcome user={user.data} intro={m.courseIntro} />
      <section aria-labelledby="uef-course">
        <h2 id="uef-course">{course.data.name}</h2>
        <dl className="ct-fields" aria-label={m.courseDetailsTitle}>
          <div>
            <dt>{m.courseName}</dt>
            <dd>{course.data.name || m.notAvailable}</dd>
          </div>
          <div>
            <dt>{m.courseId}</dt>
            <dd>{course.data.courseId || m.notAvailable}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}
