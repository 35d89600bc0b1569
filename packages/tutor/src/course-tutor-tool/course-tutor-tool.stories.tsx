import { DEMO } from '@tools/sandbox';
import { learnDown, toolStory, type Meta } from '@tools/testing/story';
import { routes } from '../index.ts';

export default { title: 'Tools/CourseTutorTool', tags: ['server'] } satisfies Meta;

const bio101 = { courseUuid: DEMO.courseUuids.bio101 };
// Related articles come from our server (in the page) with its `fake` provider, as in E2E.
const backend = true;

/** Ava's high and low BIO101 scores with instructions and a related article each. */
export const Student = toolStory(routes, 'CourseTutorTool', { persona: 'student', launch: bio101, backend });
/** Nothing graded for Ava yet (her grade records set back to Needs Grading): both tables show their empty text. */
export const Empty = toolStory(routes, 'CourseTutorTool', {
  persona: 'student',
  launch: bio101,
  backend,
  setup: ({ state }) => {
    // In place: the store indexes these same records.
    for (const g of state.store.data.grades) {
      if (g.userId !== DEMO.users.student.id) continue;
      g.status = 'NeedsGrading';
      delete g.score;
      delete g.text;
    }
  },
});
export const LearnError = toolStory(routes, 'CourseTutorTool', {
  persona: 'student',
  launch: bio101,
  backend,
  setup: learnDown(),
});
export const MissingParameters = toolStory(routes, 'CourseTutorTool', { persona: 'student' });
