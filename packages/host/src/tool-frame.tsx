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
import { InlineAlert, Page, StatusView } from '@tools/ui';

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

/** Why the launch has no token although it was one (the shell: blocked storage, then a reload). */
export interface LostSignIn {
  title: string;
  text: string;
}

const checksToken = (tool: ToolRoute) => tool.needs.some((need) => need.params.flat().includes('token'));

/**
 * What every tool looks like from the outside, built from its route definition: the page with the
 * tool's title as the only h1, then either the first missing-parameter message (before any request)
 * or the screen with the launch narrowed to what the route needs.
 *
 * `lostSignIn` (from the shell) replaces the route's missing-parameter message when the token is
 * missing because it could not be kept; a screen that checks the token itself (the course assistant
 * says what is missing only when a question is sent) shows it first, as a note above the screen.
 */
export function ToolFrame({ loaded, lostSignIn }: { loaded: LoadedTool; lostSignIn?: LostSignIn | undefined }) {
  const { tool, Screen, texts } = loaded;
  const launch = useLaunch();
  const shared = useMessages(launchMessages);
  const missing = missingLaunch(launch, tool.needs, tool.learn);
  const lost = lostSignIn && !launch.token ? lostSignIn : null;
  // One check and one message for every tool (issue 21 §4), before the screen asks Learn anything.
  if (launch.courseUnavailable) {
    return (
      <Page title={routeText(texts, tool.title, launch.locale)}>
        <StatusView status="error" errorTitle={shared.courseUnavailableTitle} error={shared.courseUnavailable} />
      </Page>
    );
  }
  if (lost && checksToken(tool)) {
    return (
      <Page title={routeText(texts, tool.title, launch.locale)}>
        <StatusView status="error" errorTitle={lost.title} error={lost.text} />
      </Page>
    );
  }
  return (
    <Page title={routeText(texts, tool.title, launch.locale)}>
      {lost ? (
        // Comes with the page (nothing the user did here): a plain note, read in page order.
        <InlineAlert tone="warning" live="off" title={lost.title}>
          {lost.text}
        </InlineAlert>
      ) : null}
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
