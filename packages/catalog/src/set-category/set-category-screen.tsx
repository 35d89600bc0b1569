import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useMessages } from '@tools/launch';
import { useLearnClient } from '@tools/learn-api';
import { Button, StatusView, TextField } from '@tools/ui';
import { checkInput, type SetCategoryInput } from '../domain/index.ts';
import { messages } from '../messages.ts';
import '../catalog.css';
import { ApplyPlan } from './apply-plan.tsx';
import { categoryPlanQueryOptions, PlanStopError } from './read-plan.ts';

/** SetCategory: put every course of a data source into a catalog category (admins). */
export default function SetCategoryScreen() {
  return <SetCategory />;
}

function SetCategory() {
  const m = useMessages(messages);
  const client = useLearnClient();
  const [fields, setFields] = useState<SetCategoryInput>({ categoryId: '', dataSourceKey: '' });
  const [request, setRequest] = useState<SetCategoryInput | null>(null);
  const [invalid, setInvalid] = useState(false);
  // Bumped on every 'Set Category': a new dry run (and a fresh bulk panel) each time.
  const [attempt, setAttempt] = useState(0);
  // A new dry run would unmount (and so cancel) a run in progress: not offered until it ends.
  const [applying, setApplying] = useState(false);
  const plan = useQuery(categoryPlanQueryOptions(client, request));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = checkInput(fields);
    setInvalid(!input);
    if (!input || applying) return;
    setAttempt((n) => n + 1);
    if (request && input.categoryId === request.categoryId && input.dataSourceKey === request.dataSourceKey)
      void plan.refetch();
    else setRequest(input);
  };

  const error = plan.error;
  const errorText = !error
    ? undefined
    : error instanceof PlanStopError
      ? m[error.stop]
      : 'userMessage' in error && typeof error.userMessage === 'string'
        ? error.userMessage
        : error.message;
  const finding = request !== null && plan.isFetching;

  return (
    <>
      <form className="set-category__form" onSubmit={submit} noValidate>
        <TextField
          label={m.categoryId}
          hint={m.categoryIdHint}
          value={fields.categoryId}
          onChange={(_, categoryId) => setFields((f) => ({ ...f, categoryId }))}
          required
          autoComplete="off"
        />
        <TextField
          label={m.dataSourceKey}
          hint={m.dataSourceKeyHint}
          value={fields.dataSourceKey}
          onChange={(_, dataSourceKey) => setFields((f) => ({ ...f, dataSourceKey }))}
          required
          autoComplete="off"
        />
        <div className="ct-toolbar">
          <Button type="submit" variant="primary" busy={finding} busyText={m.finding} disabled={applying}>
            {m.setCategory}
          </Button>
        </div>
      </form>
      {invalid ? <StatusView status="error" error={m.required} /> : null}
      {!invalid && request ? (
        finding ? (
          <StatusView status="loading" loadingText={m.finding} />
        ) : errorText !== undefined ? (
          <StatusView status="error" error={errorText} />
        ) : plan.data ? (
          <ApplyPlan key={attempt} plan={plan.data} onRunning={setApplying} />
        ) : null
      ) : null}
    </>
  );
}
