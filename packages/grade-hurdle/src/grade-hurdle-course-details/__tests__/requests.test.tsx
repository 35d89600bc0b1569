import { learnRequestsOfScreen, sandbox, screen, userEvent, waitFor } from '@tools/testing';
import { describe, expect, it } from 'vitest';
import { enableBio, launch, renderScreen, saveRules } from './helpers.ts';

/** Learn requests of the screen by route (our server's own identity checks excluded by the total only). */
const routes = () => sandbox().state.requestLog.snapshot().byRoute;

describe('Learn requests of the course tool (README "Learn calls and request counts")', () => {
  it('opens with 4 requests and evaluates with paged listings per column, never per student', async () => {
    await enableBio();
    await saveRules();
    const user = userEvent.setup();
    await renderScreen(launch('instructor'));
    const evaluate = await screen.findByRole('button', { name: 'Evaluate' }, { timeout: 10_000 });
    // membership by uuid, course, columns (v2), one recursive content listing
    await waitFor(() => expect(learnRequestsOfScreen()).toBe(4));
    const before = routes();
    await user.click(evaluate);
    await screen.findByText('Evaluation complete. Reviewed 12 student(s).');
    // students 1, notations 1, final grades 1, and per sub-rule column (2) its grades 1 + attempts 1
    expect(learnRequestsOfScreen()).toBe(4 + 7);
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
});
