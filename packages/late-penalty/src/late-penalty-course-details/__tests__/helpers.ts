import { DEMO } from '@tools/sandbox';
import { LEARN_URL, sandbox } from '@tools/testing';
import { adminSavesRules } from '../../test-support/server-data.ts';

export const BIO = DEMO.courses.bio101;
export const BIO_UUID = DEMO.courseUuids.bio101;
export const ESSAY = DEMO.bio101.contents.researchEssay;
export const LAB1 = DEMO.bio101.contents.labReport1;
export const STUDENTS = DEMO.users.students;

export const EACH_DAY_5 = '5 points penalty each day late for a max of 20 points';
export const PERCENT_10 = '10% penalty each day late';

/** The admin has saved two active rules and one inactive one on the real server. */
export async function withRules() {
  const [points, percent] = await adminSavesRules([
    [EACH_DAY_5],
    [PERCENT_10],
    ['1 point penalty if more than 1 day late', 'Inactive'],
  ]);
  return { points: points!, percent: percent! };
}

/** Reads the gradebook through the sandbox's REST API as the admin (what Learn would show). */
export async function lateColumnScores(): Promise<Map<string, number | null> | null> {
  const { app, state } = sandbox();
  const token = state.issueToken(DEMO.users.admin.id);
  const get = async (path: string) => {
    const res = await app.request(`${LEARN_URL}/learn/api/public${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return (await res.json()) as { results: Record<string, unknown>[] };
  };
  const columns = await get(`/v2/courses/${BIO.id}/gradebook/columns?limit=100`);
  const column = columns.results.find((c) => c.name === 'Late Penalties');
  if (!column) return null;
  const grades = await get(`/v2/courses/${BIO.id}/gradebook/columns/${String(column.id)}/users?limit=100`);
  return new Map(grades.results.map((g) => [String(g.userId), (g.score as number | undefined) ?? null]));
}
