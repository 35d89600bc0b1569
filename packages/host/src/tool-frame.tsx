import type { ComponentType } from 'react';
import {
  MISSING_PLATFORM,
  launchMessages,
  missingLaunch,
  routeText,
  useLaunch,
  useMessages,
  type LaunchKey,
  type RouteTexts,
  type ToolRoute,
  type ToolScreenProps,
} from '@tools/launch';
import { Page, StatusView } from '@tools/ui';

/** A tool whose screen and texts have arrived (both are dynamic imports of the route). */
export interface LoadedTool {
  tool: ToolRoute;
  Screen: ComponentType<ToolScreenProps<LaunchKey>>;
  texts: RouteTexts;
}

/** Loads a route's screen and texts together (the shell, renderTool() and Storybook all use this). */
export async function loadTool(tool: ToolRoute): Promise<LoadedTool> {
  const [screen, texts] = await Promise.all([tool.load(), tool.texts()]);
  return { tool, Screen: screen.default, texts };
}

/**
 * What every tool looks like from the outside, built from its route definition: the page with the
 * tool's title as the only h1, then either the first missing-parameter message (before any request)
 * or the screen with the launch narrowed to what the route needs.
 */
export function ToolFrame({ loaded }: { loaded: LoadedTool }) {
  const { tool, Screen, texts } = loaded;
  const launch = useLaunch();
  const shared = useMessages(launchMessages);
  const missing = missingLaunch(launch, tool.needs, tool.learn);
  return (
    <Page title={routeText(texts, tool.title, launch.locale)}>
      {missing === null ? (
        // missingLaunch() found every needed parameter: this is the narrowed launch.
        <Screen launch={launch as ToolScreenProps<LaunchKey>['launch']} />
      ) : (
        <StatusView
          status="error"
          error={missing === MISSING_PLATFORM ? shared.missingPlatform : routeText(texts, missing, launch.locale)}
        />
      )}
    </Page>
  );
}
