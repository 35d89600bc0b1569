import { DEMO } from '@tools/sandbox';
import { learnDown, toolStory, type Meta } from '@tools/testing/story';
import { routes } from '../index.ts';

export default { title: 'Tools/MyCourseLinks' } satisfies Meta;

const bio101 = { courseUuid: DEMO.courseUuids.bio101 };
/** The reading tracker over BIO101's external links. */
export const Student = toolStory(routes, 'MyCourseLinks', { persona: 'student', launch: bio101 });
/** BIO101 without its external links (every student course in the seed has some). */
export const Empty = toolStory(routes, 'MyCourseLinks', {
  persona: 'student',
  launch: bio101,
  setup: ({ state }) => {
    const list = state.store.data.contents;
    for (let i = list.length - 1; i >= 0; i -= 1)
      if (list[i]!.contentHandler.id === 'resource/x-bb-externallink') list.splice(i, 1);
  },
});
export const LearnError = toolStory(routes, 'MyCourseLinks', {
  persona: 'student',
  launch: bio101,
  setup: learnDown(),
});
export const MissingParameters = toolStory(routes, 'MyCourseLinks', { persona: 'student' });
