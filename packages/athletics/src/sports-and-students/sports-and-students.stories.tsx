import {
  LARGE_STUDENTS,
  toolStory,
  type Meta,
  type Sandbox,
  type StoryObj,
  type StoryViewport,
} from '@tools/testing/story';
import { routes } from '../index.ts';
import { DEMO_ATHLETES_CSV } from '../domain/index.ts';

export default { title: 'Tools/SportsAndStudents', tags: ['server'] } satisfies Meta;

// Our real server runs in the page; the demo admin (ATHLETICS_ADMIN) loads the demo CSV through
// its API before the story renders, as in the product.

/** Sam Carter: each sport with its students, and the CSV loader. */
export const Admin = toolStory(routes, 'SportsAndStudents', {
  persona: 'admin',
  backend: {
    seed: async (backend) => {
      await backend.request('admin', 'PUT', '/sportsAndStudents', { csv: DEMO_ATHLETES_CSV });
    },
  },
});
/** Nothing loaded yet: 'No athletic details have been loaded yet.' */
export const AdminEmpty = toolStory(routes, 'SportsAndStudents', { persona: 'admin', backend: true });
/** No token in the launch: the message comes before any request. */
export const MissingParameters = toolStory(routes, 'SportsAndStudents', { persona: 'admin', launch: { token: null } });
/** Our server cannot be reached: 'Failed to fetch data from backend.' */
export const BackendError = toolStory(routes, 'SportsAndStudents', {
  persona: 'admin',
  launch: { backendUrl: 'https://unreachable.invalid' },
});

/** Eight sports for the `large` world's students: each student in one, every tenth in a second too. */
const LARGE_SPORTS = [
  ['BSK', 'Basketball'],
  ['SOC', 'Soccer'],
  ['SWM', 'Swimming'],
  ['TRK', 'Track and Field'],
  ['VOL', 'Volleyball'],
  ['TEN', 'Tennis'],
  ['ROW', 'Rowing'],
  ['RUG', 'Rugby'],
] as const;

/** The athletics CSV for every student of the `large` world (the admin loads it, as in the product). */
function largeAthletesCsv(sandbox: Sandbox): string {
  const students = sandbox.state.store.data.users.filter((u) => u.studentId);
  const lines = students.flatMap((u, i) =>
    (i % 10 === 0 ? [i, i + 1] : [i]).map((k) => {
      const [id, name] = LARGE_SPORTS[k % LARGE_SPORTS.length]!;
      return `${id},${name},${u.id},${u.name.given},${u.name.family},${u.studentId}`;
    }),
  );
  return ['SportId,SportName,StudentId,FirstName,LastName,StudentNumber', ...lines].join('\n');
}

/** Behind each step are the in-page server and 250 students on a busy machine. */
const WAIT = { timeout: 30_000 };

/** The `large` world's 250 students in eight sports: a reviewer checks the long lists and the page's width. */
const athletesLarge = (viewport: StoryViewport): StoryObj => ({
  ...toolStory(routes, 'SportsAndStudents', {
    persona: 'admin',
    data: 'large',
    viewport,
    backend: {
      seed: async (backend) => {
        await backend.request('admin', 'PUT', '/sportsAndStudents', { csv: largeAthletesCsv(backend.sandbox) });
      },
    },
  }),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Student Athletic Details' }, WAIT);
    const students = new Set(Array.from(table.querySelectorAll('li'), (li) => li.textContent));
    if (students.size !== LARGE_STUDENTS) throw new Error(`${students.size} students listed, not ${LARGE_STUDENTS}`);
  },
});
/** 250 students in eight sports, on a phone. */
export const Admin250Students390 = athletesLarge(390);
/** 250 students in eight sports, on a desktop. */
export const Admin250Students1280 = athletesLarge(1280);
