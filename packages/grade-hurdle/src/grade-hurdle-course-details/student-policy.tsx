import { useQuery } from '@tanstack/react-query';
import type * as gradeHurdle from '../contracts.ts';
import { useMessages } from '@tools/launch';
import { useLearnClient } from '@tools/learn-api';
import { StatusView } from '@tools/ui';
import { policySentences, type HurdleRules } from '../domain/index.ts';
import { messages } from '../messages.ts';
import { savedDraft } from './draft.ts';
import { visibleTitlesQuery } from './queries.ts';

/** The student's read-only 'Grade Hurdle Policy' (spec 002 §2), written from the saved rules. */
export function StudentPolicy({
  courseId,
  association,
}: {
  courseId: string;
  association: gradeHurdle.Association | null;
}) {
  const m = useMessages(messages);
  const client = useLearnClient();
  const titles = useQuery(visibleTitlesQuery(client, courseId));
  if (titles.isPending) return <StatusView status="loading" loadingText={m.loading} />;
  return <PolicyText rules={savedDraft(association)} titles={titles.data ?? {}} />;
}

/** The policy sentences; also the instructor's student preview. */
export function PolicyText({ rules, titles }: { rules: HurdleRules; titles: Readonly<Record<string, string>> }) {
  const m = useMessages(messages);
  const policy = policySentences(rules, titles);
  return (
    <section className="gh-policy" aria-labelledby="gh-policy-heading">
      <h2 id="gh-policy-heading">{m.policyHeading}</h2>
      <p>{policy.intro}</p>
      {policy.conditions.length > 0 && (
        <ul>
          {policy.conditions.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      )}
      {policy.mappingIntro && policy.mapping.length > 0 && (
        <>
          <p>{policy.mappingIntro}</p>
          <ul>
            {policy.mapping.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
