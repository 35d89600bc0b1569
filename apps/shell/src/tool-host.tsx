import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { loadTool, ToolFrame, type LostSignIn } from '@tools/host';
import { format, useMessages, type ToolRoute } from '@tools/launch';
import { ErrorBoundary, StatusView } from '@tools/ui';
import { shellMessages } from './messages.ts';

type FrameProps = { lostSignIn?: LostSignIn };
const lazyTools = new Map<string, LazyExoticComponent<ComponentType<FrameProps>>>();
function lazyTool(tool: ToolRoute) {
  let component = lazyTools.get(tool.route);
  if (!component) {
    // The route's screen and texts arrive together; the frame (page, launch checks) is built from them.
    component = lazy(() =>
      loadTool(tool).then((loaded) => ({
        default: (props: FrameProps) => <ToolFrame loaded={loaded} {...props} />,
      })),
    );
    lazyTools.set(tool.route, component);
  }
  return component;
}

/**
 * Loads one tool (its own chunk) into its frame; the clients it uses come from ToolProviders (app.tsx).
 * `lostSignIn`: the reload of a launch lost its token to blocked storage (read-launch.ts).
 */
export function ToolHost({ tool, lostSignIn }: { tool: ToolRoute; lostSignIn?: LostSignIn }) {
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
        <Tool lostSignIn={lostSignIn} />
      </Suspense>
    </ErrorBoundary>
  );
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
