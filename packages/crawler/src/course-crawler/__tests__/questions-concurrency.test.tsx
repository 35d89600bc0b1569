import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO } from '@tools/sandbox';
import { LEARN_URL, launchAs, learnServer, renderTool, sandbox, screen, userEvent, waitFor } from '@tools/testing';
import { courseCrawlerRoute } from '../route.ts';
import { addAssessments, count, QUESTIONS } from './crawler-helpers.ts';

describe('CourseCrawler question loading', () => {
  it('loads at most 4 assessments’ questions at once, one request each', { timeout: 20_000 }, async () => {
    addAssessments(10);
    const flight = { now: 0, max: 0 };
    learnServer.use(
      http.get(
        `${LEARN_URL}/learn/api/public/v1/courses/:courseId/assessments/:assessmentId/questions`,
        async ({ request }) => {
          flight.now += 1;
          flight.max = Math.max(flight.max, flight.now);
          // Hold the request for a few turns of the event loop (zero-delay timers, not a sleep) so others can start.
          for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
          flight.now -= 1;
          return sandbox().app.fetch(request);
        },
      ),
    );
    const user = userEvent.setup();
    await renderTool(courseCrawlerRoute, launchAs('instructor', { courseUuid: DEMO.courseUuids.bio101 }));
    await user.click(await screen.findByRole('button', { name: 'Expand all' }));
    // Generous timeout: eleven listings, four at a time, on a busy CI machine.
    await waitFor(
      () =>
        expect(screen.getAllByRole('treeitem', { name: /^Question of quiz \d+ \(Essay · 1 pts\)$/ })).toHaveLength(10),
      { timeout: 10_000 },
    );
    await screen.findByRole('treeitem', { name: /Organelles/ });
    expect(count(QUESTIONS)).toBe(11);
    expect(flight.max).toBe(4);
  });
});
