import { useEffect, useMemo, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { ToolProviders } from '@tools/host';
import { format, messagesFor, type LaunchContext, type ToolRoute } from '@tools/launch';
import { StatusView, webStorage, type GuardedStorage } from '@tools/ui';
import { tokenStorageKey, type ReadLaunch } from './launch/read-launch.ts';
import type { ShellConfig } from './launch/shell-config.ts';
import { shellMessages } from './messages.ts';
import { LaunchProblemPage } from './pages/launch-problem-page.tsx';
import { MessagePage } from './pages/message-page.tsx';
import { NotAvailablePage, RouteNotFoundPage } from './pages/route-pages.tsx';
import { resolveRoute, toolRoutes } from './registry.ts';
import { createQueryClient } from './query-client.ts';
import { ToolHost } from './tool-host.tsx';

export type ExchangeLaunchCode = (backendUrl: string, code: string) => Promise<string>;

export interface AppProps {
  launch: ReadLaunch;
  config: ShellConfig;
  exchangeLaunchCode: ExchangeLaunchCode;
  registry?: ToolRoute[];
  queryClient?: QueryClient;
  /** Where the exchanged token is kept for reloads (default: the page's session storage). */
  session?: Pick<GuardedStorage, 'setItem'>;
}

export function App({ launch, config, exchangeLaunchCode, registry = toolRoutes, queryClient, session }: AppProps) {
  const client = useMemo(() => queryClient ?? createQueryClient(), [queryClient]);
  const m = messagesFor(shellMessages, launch.context.locale);
  const [context, setContext] = useState<LaunchContext>(launch.context);
  const [codeError, setCodeError] = useState<string | null>(null);
  const pendingCode = launch.launchCode && !launch.problem ? launch.launchCode : null;
  const [exchanging, setExchanging] = useState(pendingCode !== null);

  useEffect(() => {
    if (!pendingCode) return;
    if (!launch.context.backendUrl) {
      setCodeError('no back-end address in the launch');
      setExchanging(false);
      return;
    }
    let cancelled = false;
    exchangeLaunchCode(launch.context.backendUrl, pendingCode).then(
      (token) => {
        if (cancelled) return;
        (session ?? webStorage('session')).setItem(tokenStorageKey(launch.context.uuid), token);
        setContext((c) => ({ ...c, token }));
        setExchanging(false);
      },
      (error: unknown) => {
        if (cancelled) return;
        setCodeError(error instanceof Error ? error.message : String(error));
        setExchanging(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [pendingCode, launch.context.backendUrl, launch.context.uuid, exchangeLaunchCode, session]);

  if (launch.problem) return <LaunchProblemPage problem={launch.problem} locale={launch.context.locale} />;
  if (codeError)
    return <MessagePage title={m.launchCodeTitle} body={format(m.launchCodeBody, { detail: codeError })} />;

  const resolution = resolveRoute(launch.route, registry);
  return (
    <ToolProviders queryClient={client} launch={context}>
      {config.banner ? <UniversityBanner {...config.banner} /> : null}
      {exchanging ? (
        <StatusView status="loading" loadingText={m.loadingTool} />
      ) : resolution.kind === 'tool' ? (
        <ToolHost
          tool={resolution.tool}
          lostSignIn={launch.tokenLost ? { title: m.tokenLostTitle, text: m.tokenLostBody } : undefined}
        />
      ) : resolution.kind === 'not-available' ? (
        <NotAvailablePage route={resolution.route} />
      ) : (
        <RouteNotFoundPage route={resolution.route} />
      )}
    </ToolProviders>
  );
}

/** The university banner slot: configured per installation, shown above every tool. */
function UniversityBanner({ text, href }: { text: string; href?: string }) {
  return (
    <header className="ct-banner" role="banner">
      {href ? <a href={href}>{text}</a> : text}
    </header>
  );
}
