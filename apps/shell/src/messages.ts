import { defineMessages } from '@tools/launch';

export const shellMessages = defineMessages({
  spec: {
    routeNotFoundTitle: 'Route Not Found',
  },
  ours: {
    routeNotFoundBody: 'The route "{route}" does not exist. Please check the route query parameter.',
    routeMissingBody: 'No route was given. Please check the route query parameter.',
    notAvailableTitle: 'Not available',
    notAvailableBody: 'The {route} tool is not available yet.',
    malformedStateTitle: 'This launch link is broken',
    malformedStateBody: '{detail} Please open the tool again from your course.',
    originTitle: 'This launch is not allowed',
    originBody:
      "The {which} address {origin} is not on this installation's allow-list, so no request was sent to it. Please open the tool again from your course, or ask your administrator to add this address.",
    launchCodeTitle: 'Sign-in could not be completed',
    launchCodeBody: 'The one-time sign-in code was rejected ({detail}). Please open the tool again from your course.',
    // A reload of the frame where the browser blocks storage (read-launch.ts, `tokenLost`).
    tokenLostTitle: 'Please open the tool again from your course',
    tokenLostBody:
      'Your browser blocks storage for this tool inside the course page, so reloading it signed you out. Open the tool again from your course in Learn to continue.',
    crashBody: 'The tool stopped unexpectedly: {detail}. Reload the page to try again.',
    loadFailed: 'The tool could not be loaded. Check your connection and reload the page.',
    loadingTool: 'Loading…',
    crashTitle: 'Something went wrong',
  },
});
