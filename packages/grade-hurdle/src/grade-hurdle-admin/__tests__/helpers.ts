import type * as gh from '../../contracts.ts';
import { DEMO } from '@tools/sandbox';
import { backendRequest, launchAs, renderTool, sandbox, screen, userEvent, within } from '@tools/testing';
import { gradeHurdleAdminRoute } from '../route.ts';

/** Screen flows against the real server and the sandbox: generous limits on a shared, busy machine. */
export const FLOW = { timeout: 30_000 };

export const CHEM201 = DEMO.courses.chem201;
export const BIO101 = DEMO.courses.bio101;
export const HIST110 = DEMO.courses.hist110;
export const LIST = 'Grade Hurdle course associations';

/** The associations as the real server holds them (read as the admin). */
export async function serverAssociations(): Promise<gh.Association[]> {
  return (await backendRequest<gh.AssociationsPage>('admin', 'GET', '/grade-hurdle-associations')).items;
}

/** Another admin's save, straight through the server's API. */
export function saveAsOtherAdmin(courses: { CoursePk1: string; Status: gh.HurdleStatus }[]) {
  return backendRequest('admin', 'POST', '/grade-hurdle-associations', courses);
}

/** The grade notations of a course as the sandbox (Learn) holds them: [code, description]. */
export function notationsOf(courseId: string): [string, string][] {
  return sandbox()
    .state.store.data.notations.filter((n) => n.courseId === courseId)
    .map((n) => [n.code, n.description]);
}

export async function openAsAdmin() {
  const user = userEvent.setup();
  const view = await renderTool(gradeHurdleAdminRoute, launchAs('admin'));
  // The list is a lazy chunk: the first test of a file waits for it to be transformed.
  const table = await screen.findByRole('table', { name: LIST }, { timeout: 10_000 });
  return { user, view, table };
}

/** Searches by course name and adds the result whose course id is given. */
export async function addFromSearch(user: ReturnType<typeof userEvent.setup>, text: string, courseId: string) {
  const box = screen.getByLabelText('Search for');
  await user.clear(box);
  await user.type(box, text);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const results = await screen.findByRole('table', { name: 'Course search results' });
  await user.click(within(results).getByRole('button', { name: `Add ${courseId}` }));
}

export const row = (table: HTMLElement, courseId: string) =>
  within(table).getByRole('cell', { name: courseId }).closest('tr') as HTMLElement;
