import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { loadTool, ToolFrame } from '@tools/host';
import { format, useMessages, type ToolRoute } from '@tools/launch';
import { ErrorBoundary, StatusView } from '@tools/ui';
import { shellMessages } from './messages.ts';

const lazyTools = new Map<string, LazyExoticComponent<ComponentType>>();
function lazyTool(tool: ToolRoute) {
  let component = lazyTools.get(tool.route);
  if (!component) {
    // The route's screen and texts arrive together; the frame (page, launch checks) is built from them.
    component = lazy(() => loadTool(tool).then((loaded) => ({ default: () => <ToolFrame loaded={loaded} /> })));
    lazyTools.set(tool.route, component);
  }
  return component;
}

/** Loads one tool (its own chunk) into its frame; the clients it uses come from ToolProviders (app.tsx). */
export function ToolHost({ tool }: { tool: ToolRoute }) {
  const m = useMessages(shellMessages);
  const Tool = lazyTool(tool);
  return (
    <ErrorBoundary
      fallback={(error) => (
        <StatusView
          status="error"
          errorTitle={m.crashTitle}
          error={format(m.crashBody, { detail: messageOf(error, m.loadFailed) })}
        />
      )}
    >
      <Suspense fallback={<StatusView status="loading" loadingText={m.loadingTool} />}>
        <Tool />
      </Suspense>
    </ErrorBoundary>
  );
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
