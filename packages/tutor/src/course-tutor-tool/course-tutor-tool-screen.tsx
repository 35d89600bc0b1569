import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useMessages, type ToolScreenProps } from '@tools/launch';
import { gradebookColumnsQueryOptions, userGradesQueryOptions, useLearnClient } from '@tools/learn-api';
import { StatusView } from '@tools/ui';
import { articleQuery, tutorTables } from '../domain/index.ts';
import { messages } from '../messages.ts';
import { TutorTable } from './tutor-table.tsx';
import { useInstructions } from './use-instructions.ts';
import { useRelatedArticles } from './api/get-related-articles.ts';

/** CourseTutorTool (spec 000): the student's high and low scores with instructions and reading. */
export default function TutorScreen({ launch }: ToolScreenProps<'token' | 'uuid' | 'courseUuid'>) {
  return <CourseTutor uuid={launch.uuid} courseUuid={launch.courseUuid} />;
}

function CourseTutor({ uuid, courseUuid }: { uuid: string; courseUuid: string }) {
  const m = useMessages(messages);
  const client = useLearnClient();
  // All of the student's grades and all columns: two requests, however many columns there are.
  const [grades, columns] = useQueries({
    queries: [userGradesQueryOptions(client, courseUuid, uuid), gradebookColumnsQueryOptions(client, courseUuid)],
  });
  const tables = useMemo(
    () => (grades.data && columns.data ? tutorTables(grades.data, columns.data) : undefined),
    [grades.data, columns.data],
  );
  const shown = useMemo(() => (tables ? [...tables.high, ...tables.low] : []), [tables]);
  const contentIds = useMemo(() => [...new Set(shown.flatMap((r) => (r.contentId ? [r.contentId] : [])))], [shown]);
  const queries = useMemo(() => [...new Set(shown.map((r) => articleQuery(r.columnName)))], [shown]);
  const instructions = useInstructions(courseUuid, contentIds);
  const articles = useRelatedArticles(queries);

  const error = grades.error ?? columns.error;
  if (error) return <StatusView status="error" error={error.message} />;
  if (!tables) return <StatusView status="loading" loadingText={m.loading} />;
  return (
    <>
      <TutorTable title={m.highTitle} rows={tables.high} instructions={instructions} articles={articles} />
      <TutorTable title={m.lowTitle} rows={tables.low} instructions={instructions} articles={articles} />
    </>
  );
}
