import { useQuery, useQueryClient } from '@tanstack/react-query';
import { backendKeys } from '@tools/backend-api';
import type * as gradeHurdle from '../contracts.ts';
import { useMessages } from '@tools/launch';
import { useLearnClient } from '@tools/learn-api';
import { Button, Checkbox, InlineAlert, StatusView, useToast } from '@tools/ui';
import { useState } from 'react';
import { messages } from '../messages.ts';
import { savedDraft, useDraft, usePanels, type Draft } from './draft.ts';
import { MappingEditor } from './mapping-editor.tsx';
import { errorText, itemsQuery } from './queries.ts';
import { ReviewSection } from './review-section.tsx';
import { isConflict, useSaveRules, type SavePart } from './save-rules.ts';
import { Section } from './section.tsx';
import { PolicyText } from './student-policy.tsx';
import { SubRulesEditor } from './sub-rules-editor.tsx';

export interface InstructorViewProps {
  course: { id: string };
  association: gradeHurdle.Association | null;
  /** False when the saved rules could not be read (then the browser's copy is used). */
  serverAnswered: boolean;
}

/** The instructor's three sections (spec 002 §2) and the student preview. */
export function InstructorView({ course, association, serverAnswered }: InstructorViewProps) {
  const m = useMessages(messages);
  const client = useLearnClient();
  const queryClient = useQueryClient();
  const items = useQuery(itemsQuery(client, course.id, queryClient));
  const saved = savedDraft(association);
  const draft = useDraft(course.id, saved, serverAnswered);
  const panels = usePanels(course.id);
  const [preview, setPreview] = useState(false);
  const save = useSaveRules(course.id, association);
  const toast = useToast();

  const onSave = (part: SavePart) =>
    save.mutate(
      { part, draft: draft.draft },
      { onSuccess: () => toast.show({ text: part === 'rules' ? m.rulesSaved : m.mappingSaved, durationMs: 4000 }) },
    );
  const reload = async () => {
    const key = backendKeys.gradeHurdle.associations(course.id);
    await queryClient.refetchQueries({ queryKey: key, exact: true });
    draft.replace(savedDraft(queryClient.getQueryData<gradeHurdle.Association | null>(key)));
    save.reset();
  };
  const saveError = save.error ? errorText(save.error, m.failedSaveRules) : null;

  if (items.isError) return <StatusView status="error" error={errorText(items.error, m.evaluationFailed)} />;
  if (!items.data) return <StatusView status="loading" loadingText={m.loading} />;
  const titles = Object.fromEntries(items.data.map((i) => [i.contentId, i.title]));
  const update = (change: (d: Draft) => Draft) => draft.update(change);

  return (
    <div className="gh-stack">
      {draft.serverWon && (
        // Comes with the page (the stored copy was replaced as it loaded): a note, not an announcement.
        <InlineAlert tone="info" live="off">
          {m.serverWins}
        </InlineAlert>
      )}
      {saveError && (
        <InlineAlert>
          <p>{saveError}</p>
          {isConflict(save.error) && <Button onClick={() => void reload()}>{m.reloadSaved}</Button>}
        </InlineAlert>
      )}
      <Checkbox label={m.studentPreview} checked={preview} onChange={(_e, checked) => setPreview(checked)} />
      {preview && (
        <div className="gh-section" aria-label={m.studentPreview}>
          <p className="gh-hint">{m.studentPreviewHint}</p>
          <PolicyText rules={saved} titles={titles} />
        </div>
      )}
      <Section title={m.section1} open={panels.open.rules} onToggle={() => panels.toggle('rules')}>
        <SubRulesEditor
          items={items.data}
          draft={draft.draft}
          onChange={update}
          dirty={draft.rulesDirty}
          saving={save.isPending && save.variables?.part === 'rules'}
          onSave={() => onSave('rules')}
        />
      </Section>
      <Section title={m.section2} open={panels.open.mapping} onToggle={() => panels.toggle('mapping')}>
        <MappingEditor
          mapping={draft.draft.mapping}
          onChange={(mapping) => update((d) => ({ ...d, mapping }))}
          dirty={draft.mappingDirty}
          saving={save.isPending && save.variables?.part === 'mapping'}
          onSave={() => onSave('mapping')}
        />
      </Section>
      <Section title={m.section3} open={panels.open.review} onToggle={() => panels.toggle('review')}>
        <ReviewSection
          course={course}
          items={items.data}
          rules={draft.draft}
          savedRules={saved}
          unsaved={draft.rulesDirty || draft.mappingDirty}
          savedKnown={serverAnswered}
        />
      </Section>
    </div>
  );
}
