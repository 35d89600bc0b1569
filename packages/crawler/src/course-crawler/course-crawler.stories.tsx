import { DEMO } from '@tools/sandbox';
import { learnDown, toolStory, type Meta } from '@tools/testing/story';
import { routes } from '../index.ts';

export default { title: 'Tools/CourseCrawler' } satisfies Meta;

const bio101 = { courseUuid: DEMO.courseUuids.bio101 };
/** BIO101's top level; folders and the quiz open on demand (or with Expand all). */
export const Instructor = toolStory(routes, 'CourseCrawler', { persona: 'instructor', launch: bio101 });
/** CS105 has no content yet. */
export const Empty = toolStory(routes, 'CourseCrawler', {
  persona: 'instructor',
  launch: { courseUuid: DEMO.courseUuids.cs105 },
});
export const LearnError = toolStory(routes, 'CourseCrawler', {
  persona: 'instructor',
  launch: bio101,
  setup: learnDown(),
});
export const MissingParameters = toolStory(routes, 'CourseCrawler', { persona: 'instructor' });
