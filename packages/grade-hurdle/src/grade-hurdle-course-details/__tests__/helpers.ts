import { DEMO } from '@tools/sandbox';
import {
  backendRequest,
  LEARN_URL,
  launchAs,
  renderTool,
  sandbox,
  screen,
  userEvent,
  within,
  type Persona,
} from '@tools/testing';
import type * as gradeHurdle from '../../contracts.ts';
import type { LaunchContext } from '@tools/launch';
import { gradeHurdleCourseDetailsRoute } from '../route.ts';

export const BIO = DEMO.courses.bio101;
export const HURDLE = DEMO.bio101.hurdle;
export const LAB1 = DEMO.bio101.contents.labReport1;
export const ESSAY = DEMO.bio101.contents.researchEssay;
export const NOTATIONS = Object.fromEntries(DEMO.bio101.gradeNotations.map((n) => [n.code, n.id]));

/** The demo hurdle: Lab Report 1 not submitted OR Research Essay below 60 %. */
export const DEMO_RULES: gradeHurdle.SubRule[] = [
  { id: 'lab', type: 'NOT_SUBMITTED', contentId: LAB1 },
  { id: 'essay', type: 'SCORE_BELOW_PERCENT', contentId: ESSAY, thresholdPercent: 60 },
];

/** The admin enables BIO101 on the real server (as the admin tool would). */
export async function enableBio(): Promise<void> {
  await backendRequest('admin', 'PUT', '/grade-hurdle-associations', { CoursePk1: BIO.id, Status: 'Active' });
}

/** An instructor saved these rules (through the real server). */
export async function saveRules(subRules = DEMO_RULES, logic: 'AND' | 'OR' = 'OR'): Promise<void> {
  await backendRequest('instructor', 'PATCH', '/grade-hurdle-associations', {
    CoursePk1: BIO.id,
    SubRules: subRules,
    Logic: logic,
  });
}

/** The launch of the course tool as a persona (instructor3 is a TA in BIO101). */
export function launch(persona: Persona | 'instructor3', overrides: Partial<LaunchContext> = {}) {
  return launchAs(persona as Persona, { courseId: BIO.id, courseUuid: BIO.uuid, ...overrides });
}

export function renderScreen(l: LaunchContext) {
  return renderTool(gradeHurdleCourseDetailsRoute, l);
}

/** A student's final grade as Learn holds it (read back through the sandbox's REST API). */
export async function finalGrade(
  userId: string,
): Promise<{ gradeNotationId?: string; overridden?: string; text?: string }> {
  const { app, state } = sandbox();
  const token = state.issueToken(DEMO.users.admin.id);
  const res = await app.request(
    `${LEARN_URL}/learn/api/public/v2/courses/${BIO.id}/gradebook/columns/finalGrade/users/${userId}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  return (await res.json()) as { gradeNotationId?: string; overridden?: string; text?: string };
}

/** BIO101 enabled with the demo rules, opened by its instructor and evaluated (12 students). */
export async function evaluated() {
  await enableBio();
  await saveRules();
  const user = userEvent.setup();
  await renderScreen(launch('instructor'));
  await user.click(await screen.findByRole('button', { name: 'Evaluate' }, { timeout: 10_000 }));
  await screen.findByText('Evaluation complete. Reviewed 12 student(s).');
  return user;
}

/** "Write back…", then the confirmation's "Write 2 grade(s)" (the demo rules change two final grades). */
export async function confirmWriteBack(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Write back…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Write back to the gradebook?' });
  await user.click(within(dialog).getByRole('button', { name: 'Write 2 grade(s)' }));
}
