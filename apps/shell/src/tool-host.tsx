import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { format, useMessages, type ToolRoute } from '@tools/launch';
import { ErrorBoundary, StatusView } from '@tools/ui';
import { shellMessages } from './messages.ts';

const lazyTools = new Map<string, LazyExoticComponent<ComponentType>>();
function lazyTool(tool: ToolRoute) {
  let component = lazyTools.get(tool.route);
  if (!component) {
    component = lazy(tool.load);
    lazyTools.set(tool.route, component);
  }
  return component;
}

/** Loads one tool (its own chunk); the clients it uses come from ToolProviders (app.tsx). */
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
