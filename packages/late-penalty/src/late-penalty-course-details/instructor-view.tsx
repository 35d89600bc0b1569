import { lazy, Suspense, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { format, useMessages } from '@tools/launch';
import { useLearnClient } from '@tools/learn-api';
import { InlineAlert, StatusView, Tabs } from '@tools/ui';
import { useCourseDefault } from '../api/course-default.ts';
import { useAssociations } from '../api/get-associations.ts';
import { useRules } from '../api/get-rules.ts';
import { joinAssignments } from '../data/learn-data.ts';
import { messages } from '../messages.ts';
import { columnsQuery, contentsQuery, loadError } from './course-queries.ts';
import { SetTab } from './set-tab.tsx';
import type { CourseInfo } from './types.ts';

// The Apply tab (its grid and the update dialog) loads when it is first opened: the Set tab is
// what the page opens on, and the route's first JavaScript stays inside its budget.
const ApplyTab = lazy(() => import('./apply-tab.tsx').then((m) => ({ default: m.ApplyTab })));

export function InstructorView({ course }: { course: CourseInfo }) {
  const m = useMessages(messages);
  const client = useLearnClient();
  const columns = useQuery(columnsQuery(client, course.id));
  const contents = useQuery(contentsQuery(client, course.id));
  const rules = useRules();
  const associations = useAssociations(course.id);
  const courseDefault = useCourseDefault(course.id);
  const assignments = useMemo(
    () => joinAssignments(contents.data ?? [], columns.data ?? []),
    [contents.data, columns.data],
  );

  if (columns.error) return <StatusView status="error" error={loadError(columns.error, m.failedColumns, m)} />;
  if (contents.error) return <StatusView status="error" error={loadError(contents.error, m.failedCourse, m)} />;
  if (columns.isPending || contents.isPending || associations.isPending || courseDefault.isPending)
    return <StatusView status="loading" loadingText={m.loading} />;

  const shared = {
    course,
    assignments,
    rules: rules.data ?? [],
    associations: associations.data ?? [],
    columns: columns.data ?? [],
    courseDefault: courseDefault.data?.Rule ?? null,
  };
  return (
    <>
      {associations.error ? (
        <InlineAlert>{format(m.couldNotLoadBackend, { reason: associations.error.message })}</InlineAlert>
      ) : null}
      <Tabs
        label={m.courseTabsLabel}
        storageKey="late-penalty-course-tab"
        tabs={[
          {
            id: 'set',
            label: m.tabSet,
            content: (
              <SetTab
                {...shared}
                rulesError={rules.error ? m.failedRules : null}
                onRetryRules={() => void rules.refetch()}
              />
            ),
          },
          {
            id: 'apply',
            label: m.tabApply,
            content: (
              <Suspense fallback={<StatusView status="loading" loadingText={m.loading} />}>
                <ApplyTab {...shared} />
              </Suspense>
            ),
          },
        ]}
      />
    </>
  );
}
