import { toolStory, type Meta } from '@tools/testing/story';
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
