import { useState, type FormEvent } from 'react';
import { useMessages, type ToolScreenProps } from '@tools/launch';
import { Button, Checkbox, InlineAlert, StatusView } from '@tools/ui';
import { DEEP_LINK_ITEMS, selectedItems } from '../domain/index.ts';
import { messages } from '../messages.ts';
import { NoJwtError, useCreateDeepLink } from './api/create-deep-link.ts';
import { ReturnForm } from './return-form.tsx';
import '../lti.css';

/**
 * DeepLinkTool: pick LTI assignments and send them to Learn as a signed deep-linking
 * response. The server builds and signs the items; this page only names them.
 */
export default function DeepLinkToolScreen({ launch }: ToolScreenProps<'token'>) {
  const m = useMessages(messages);
  return launch.backendUrl && launch.rawState ? (
    <Deployer rawState={launch.rawState} />
  ) : (
    <StatusView status="error" error={m.deepLinkMissingLaunch} />
  );
}

function Deployer({ rawState }: { rawState: string }) {
  const m = useMessages(messages);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [validation, setValidation] = useState<string | null>(null);
  // The signed response could not be sent to the platform; a retry sends the same response
  // again (the server signs one response per deep-linking launch).
  const [returnFailed, setReturnFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const deploy = useCreateDeepLink(rawState);

  const toggle = (id: string, on: boolean) => {
    setValidation(null);
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (deploy.isSuccess && returnFailed) {
      setReturnFailed(false);
      setAttempt((n) => n + 1);
      return;
    }
    if (deploy.isPending || deploy.isSuccess) return;
    if (selected.size === 0) {
      setValidation(m.selectAtLeastOne);
      return;
    }
    setValidation(null);
    deploy.mutate({ selectedItems: selectedItems(selected) });
  };

  // After success the frame is leaving for Learn: keep the button busy until it does.
  const busy = deploy.isPending || (deploy.isSuccess && !returnFailed);
  const error =
    validation ??
    (deploy.isError ? (deploy.error instanceof NoJwtError ? m.noJwt : m.deployFailed) : null) ??
    (returnFailed ? m.deployFailed : null);
  return (
    <form onSubmit={submit} noValidate aria-describedby={error ? 'deep-link-error' : undefined}>
      <fieldset className="lti-items">
        <legend>{m.deepLinkItemsLegend}</legend>
        {DEEP_LINK_ITEMS.map((item) => (
          <Checkbox
            key={item.id}
            label={item.title}
            checked={selected.has(item.id)}
            disabled={busy || deploy.isSuccess}
            onChange={(_, on) => toggle(item.id, on)}
          />
        ))}
      </fieldset>
      {error ? (
        <InlineAlert id="deep-link-error" className="lti-message">
          {error}
        </InlineAlert>
      ) : null}
      <Button type="submit" variant="primary" busy={busy} busyText={m.deploying}>
        {m.deploy}
      </Button>
      {deploy.isSuccess && !returnFailed ? (
        <ReturnForm
          key={attempt}
          action={deploy.data.action}
          jwt={deploy.data.jwt}
          onFailed={() => setReturnFailed(true)}
        />
      ) : null}
    </form>
  );
}
