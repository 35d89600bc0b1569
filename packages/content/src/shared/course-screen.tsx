import type { ReactNode } from 'react';
import { LaunchGate, useMessages } from '@tools/launch';
import { Page } from '@tools/ui';
import { messages } from '../messages.ts';
import './content.css';

/** Page + the course pages' missing-parameter gate (001 §5): token and course UUID. */
export function CourseScreen({ title, children }: { title: string; children: (courseUuid: string) => ReactNode }) {
  const m = useMessages(messages);
  return (
    <Page title={title}>
      <LaunchGate needs={['token', 'courseUuid']} missingText={m.missingCourse}>
        {(launch) => children(launch.courseUuid)}
      </LaunchGate>
    </Page>
  );
}
