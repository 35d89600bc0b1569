import { useEffect, useState } from 'react';
import { format, useMessages, type RequiredLaunch, type ToolScreenProps } from '@tools/launch';
import { StatusView, webStorage } from '@tools/ui';
import type { IntegrationStatus } from '../domain/integration.ts';
import { UEF_SCRIPT_GLOBAL, UEF_SCRIPT_PATH } from '../domain/script-api.ts';
import { uefValuesFor, writeUefValues } from '../domain/storage.ts';
import { messages } from '../messages.ts';
import { loadScript } from './load-script.ts';

/**
 * UEFBase: the page Ultra loads in its hidden integration frame. Stores the spec's values (all
 * but the token) in local storage, injects uef_base.js from our server and hands it the token in
 * memory. It shows how far the connection got, for whoever opens it outside Ultra.
 */
export default function UefBaseScreen({ launch }: ToolScreenProps<'token' | 'uuid'>) {
  const m = useMessages(messages);
  return launch.backendUrl && launch.platformUrl ? (
    <Loader launch={launch} platformUrl={launch.platformUrl} backendUrl={launch.backendUrl} />
  ) : (
    <StatusView status="error" error={m.missingBackend} />
  );
}

type LoaderState = IntegrationStatus | { kind: 'loading' } | { kind: 'script-failed'; url: string };

interface LoaderProps {
  launch: RequiredLaunch<'token' | 'uuid'>;
  platformUrl: string;
  backendUrl: string;
}

function Loader({ launch, platformUrl, backendUrl }: LoaderProps) {
  const m = useMessages(messages);
  const [state, setState] = useState<LoaderState>({ kind: 'loading' });
  const { token, uuid } = launch;
  const rawState = launch.rawState ?? '';

  useEffect(() => {
    let active = true;
    writeUefValues(
      webStorage('local'),
      uefValuesFor({ shellOrigin: window.location.origin, platformUrl, uuid, rawState }),
    );
    const src = new URL(UEF_SCRIPT_PATH, backendUrl).toString();
    loadScript(document, src)
      .then(() => {
        const api = window[UEF_SCRIPT_GLOBAL];
        if (!api) throw new Error(`${src} did not define ${UEF_SCRIPT_GLOBAL}`);
        api.connect({ token, onStatus: (status) => active && setState(status) });
      })
      .catch(() => active && setState({ kind: 'script-failed', url: src }));
    return () => {
      active = false;
    };
  }, [token, uuid, platformUrl, rawState, backendUrl]);

  switch (state.kind) {
    case 'loading':
      return <StatusView status="loading" loadingText={m.connecting} />;
    case 'waiting':
      return <StatusView status="loading" loadingText={m.waiting} />;
    case 'authorized':
      return <StatusView status="loading" loadingText={m.authorized} />;
    case 'registered':
      return <p role="status">{m.registered}</p>;
    case 'script-failed':
      return <StatusView status="error" error={format(m.scriptFailed, { url: state.url })} />;
    case 'failed':
      return <StatusView status="error" error={failureText(m, state)} />;
  }
}

type Texts = (typeof messages)['en_US'];

function failureText(m: Texts, failure: Extract<IntegrationStatus, { kind: 'failed' }>): string {
  const detail = failure.detail ?? m.noDetail;
  switch (failure.reason) {
    case 'not-in-ultra':
      return m.notInUltra;
    case 'missing-values':
      return format(m.missingValues, { detail });
    case 'no-answer':
      return m.noAnswer;
    case 'unauthorized':
      return format(m.unauthorized, { detail });
    case 'registration-refused':
      return format(m.registrationRefused, { detail });
  }
}
