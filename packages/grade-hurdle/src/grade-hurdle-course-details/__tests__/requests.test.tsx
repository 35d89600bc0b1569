import { learnRequestsOfScreen, sandbox, screen, userEvent, waitFor } from '@tools/testing';
import { describe, expect, it } from 'vitest';
import { confirmWriteBack, enableBio, evaluated, HURDLE, launch, renderScreen, saveRules } from './helpers.ts';

/** Learn requests of the screen by route (our server's own identity checks excluded by the total only). */
const routes = () => sandbox().state.requestLog.snapshot().byRoute;

describe('Learn requests of the course tool (README "Learn calls and request counts")', () => {
  it('opens with 3 requests and evaluates with paged listings per column, never per student', async () => {
    await enableBio();
    await saveRules();
    const user = userEvent.setup();
    await renderScreen(launch('instructor'));
    const evaluate = await screen.findByRole('button', { name: 'Evaluate' }, { timeout: 10_000 });
    // membership by uuid (it names the course: no course read), columns (v2), one recursive content listing
    await waitFor(() => expect(learnRequestsOfScreen()).toBe(3));
    expect(routes()['GET /learn/api/public/v3/courses/{courseId}']).toBeUndefined();
    const before = routes();
    await user.click(evaluate);
    await screen.findByText('Evaluation complete. Reviewed 12 student(s).');
    // students 1, notations 1, final grades 1, and per sub-rule column (2) its grades 1 + attempts 1
    expect(learnRequestsOfScreen()).toBe(3 + 7);
    const after = routes();
    const delta = Object.fromEntries(
      Object.entries(after)
        .map(([route, n]) => [route, n - (before[route] ?? 0)] as const)
        .filter(([route, n]) => n > 0 && !route.includes('/users/{userId}') && !route.endsWith('/v1/users/me')),
    );
    expect(delta).toEqual({
      'GET /learn/api/public/v1/courses/{courseId}/users': 1,
      'GET /learn/api/public/v1/courses/{courseId}/gradebook/gradeNotations': 1,
      'GET /learn/api/public/v2/courses/{courseId}/gradebook/columns/{columnId}/users': 3,
      'GET /learn/api/public/v2/courses/{courseId}/gradebook/columns/{columnId}/attempts': 2,
    });
  });

  it("writes back with one PATCH per changed student, then shows Learn's answers without reading the course again", async () => {
    const user = await evaluated();
    const before = routes();
    await confirmWriteBack(user);
    await screen.findByText(/^Write-back complete\. Posted 2\./);
    // The confirmation re-read the course (7 listings: it never works from the earlier evaluation), then
    // two PATCHes and nothing else: the review is that read with Learn's two answers in it.
    await waitFor(() => expect(readsSince(before)).toEqual({ ...EVALUATION, [PATCH]: 2 }));
    await user.click(screen.getByRole('checkbox', { name: 'Changes only' }));
    expect(screen.getByText('Showing 0 of 12')).toBeInTheDocument();
  });

  it('reads the course again after a write-back with a failed write (it may or may not have landed)', async () => {
    const user = await evaluated();
    sandbox().state.faults.add({
      method: 'PATCH',
      path: `**/users/${HURDLE.noLabReport}`,
      kind: 'status',
      status: 500,
      times: 1,
    });
    const before = routes();
    await confirmWriteBack(user);
    await screen.findByText(/^Write-back complete\. Posted 1\./);
    const twice = Object.fromEntries(Object.entries(EVALUATION).map(([route, n]) => [route, 2 * n]));
    await waitFor(() => expect(readsSince(before)).toEqual({ ...twice, [PATCH]: 2 }));
    await user.click(screen.getByRole('checkbox', { name: 'Changes only' }));
    expect(screen.getByText('Showing 1 of 12')).toBeInTheDocument();
  });
});

const PATCH = 'PATCH /learn/api/public/v2/courses/{courseId}/gradebook/columns/{columnId}/users/{userId}';
/** One evaluation's listings (see the first test). */
const EVALUATION = {
  'GET /learn/api/public/v1/courses/{courseId}/users': 1,
  'GET /learn/api/public/v1/courses/{courseId}/gradebook/gradeNotations': 1,
  'GET /learn/api/public/v2/courses/{courseId}/gradebook/columns/{columnId}/users': 3,
  'GET /learn/api/public/v2/courses/{courseId}/gradebook/columns/{columnId}/attempts': 2,
};

/** The screen's Learn requests by route since `before` (our server's identity checks left out). */
function readsSince(before: Record<string, number>) {
  const identity = (route: string) => route.startsWith('GET ') && /\/users\/(\{userId\}|me)$/.test(route);
  return Object.fromEntries(
    Object.entries(routes())
      .map(([route, n]) => [route, n - (before[route] ?? 0)] as const)
      .filter(([route, n]) => n > 0 && !identity(route)),
  );
}
