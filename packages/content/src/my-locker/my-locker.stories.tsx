import { DEMO } from '@tools/sandbox';
import { learnDown, toolStory, type Meta } from '@tools/testing/story';
import { routes } from '../index.ts';

export default { title: 'Tools/MyLocker' } satisfies Meta;

/** Ava's homework, courses, instructors and groups across her four open courses. */
export const Student = toolStory(routes, 'MyLocker', { persona: 'student' });
/** Every one of Ava's memberships made unavailable: the four notes show their empty texts. */
export const Empty = toolStory(routes, 'MyLocker', {
  persona: 'student',
  setup: ({ state }) => {
    for (const m of state.store.data.memberships)
      if (m.userId === DEMO.users.student.id) m.availability.available = 'No';
  },
});
export const LearnError = toolStory(routes, 'MyLocker', { persona: 'student', setup: learnDown() });
export const MissingParameters = toolStory(routes, 'MyLocker', { persona: 'student', launch: { uuid: null } });
