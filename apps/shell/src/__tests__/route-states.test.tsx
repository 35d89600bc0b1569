import { describe, expect, it } from 'vitest';
import { routeText, type LaunchContext, type LaunchKey } from '@tools/launch';
import { DEMO } from '@tools/sandbox';
import { launchAs, renderTool, sandbox, screen, within } from '@tools/testing';
// Several tools call our server on open: start it once for the file, before the first test's time limit.
import '@tools/testing/setup-backend';
import { toolRoutes } from '../registry.ts';

// The states every tool shares, checked once over every route in one table instead of one Chromium story each
// (the `MissingParameters` and `LearnError` stories stay as previews; e2e/storybook.spec.ts leaves them out):
// - each parameter a route needs, when missing, shows that route's own message before any request;
// - a tool that reads Learn, with every Learn call failing, says so as an error (never a blank or a spinner).

const bio101 = DEMO.courses.bio101;
const fullLaunch = (): LaunchContext =>
  launchAs('instructor', {
    courseUuid: bio101.uuid,
    courseId: bio101.id,
    lineItemUrl: `${sandbox().state.publicUrl}/lti/courses/${bio101.id}/lineitems/li-1`,
  });

// A need lists parameters, or groups of which one is enough (`['courseId', 'courseUuid']`); the first need that
// names what is missing decides the message.
const needCases = toolRoutes.flatMap((tool) => {
  const cases = tool.needs.flatMap((need) => need.params.map((param) => (typeof param === 'string' ? [param] : param)));
  const unique = [...new Map(cases.map((keys) => [keys.join(' and '), keys])).values()];
  return unique.map((keys) => {
    const missing = tool.needs.find((need) =>
      need.params.some((p) => (typeof p === 'string' ? keys.includes(p) : p.every((k) => keys.includes(k)))),
    )!.missing;
    return { tool, keys: keys as LaunchKey[], missing };
  });
});

describe('every route, one parameter missing', () => {
  it.each(needCases.map((c) => [c.tool.route, c.keys.join(' and '), c] as const))(
    '%s without %s shows its message and asks Learn nothing',
    async (_route, _keys, { tool, keys, missing }) => {
      const texts = await tool.texts();
      await renderTool(tool, { ...fullLaunch(), ...Object.fromEntries(keys.map((key) => [key, null])) });
      const alert = await screen.findByRole('alert', { name: 'Error' });
      expect(alert).toHaveTextContent(routeText(texts, missing, 'en_US'));
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(sandbox().state.requestLog.total).toBe(0);
    },
  );
});

// Tools whose first screen asks Learn nothing: they meet a Learn failure only after an action, which their own
// screen tests and stories cover (the assistant asks when a question is sent; the diagram tools never read Learn;
// SetCategory, UploadRubric and the event tool start with a form; UEFBase waits for Ultra's handshake), and the
// deliverables table, which only greets the user by name and falls back to the user id.
const NO_LEARN_ON_OPEN = new Set([
  'CourseChatWidget',
  'ContextDiagram',
  'DataFlowDiagram',
  'SetCategory',
  'UploadRubric',
  'EventPublicationTool',
  'UEFBase',
  'ProjectDeliverablesTable',
]);

describe('every route that reads Learn, with Learn failing', () => {
  const readers = toolRoutes.filter((tool) => !NO_LEARN_ON_OPEN.has(tool.route));
  it.each(readers.map((tool) => [tool.route, tool] as const))(
    '%s shows an error, not a blank page or an endless spinner',
    async (_route, tool) => {
      const launch = fullLaunch();
      sandbox().state.faults.add({ kind: 'status', status: 500, path: '/learn/api/' });
      await renderTool(tool, launch);
      // Grade Hurdle's tools answer a failed role check with their Access Restricted notice (spec texts).
      const alert = await screen.findByRole('alert', { name: /^(Error|Access Restricted)/ }, { timeout: 20_000 });
      expect(within(alert).queryByText(/undefined|\[object Object\]/)).toBeNull();
    },
    60_000,
  );
});
