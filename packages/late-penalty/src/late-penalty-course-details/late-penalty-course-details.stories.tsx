import { DEMO } from '@tools/sandbox';
import { learnDown, serverDown, toolStory, type Meta } from '@tools/testing/story';
import { routes } from '../index.ts';
import { instructorSetsBio101Rules } from '../test-support/story-seeds.ts';

export default { title: 'Tools/LatePenaltyCourseDetails', tags: ['server'] } satisfies Meta;

const bio101 = { courseUuid: DEMO.courseUuids.bio101 };
// Our real server runs in the page: the admin's rules and BIO101's rule assignments are saved
// through its API before the story renders (../test-support/story-seeds.ts).
const backend = { seed: instructorSetsBio101Rules };

/** Set/Apply tabs for BIO101, with rules on the Research Essay and Lab Report 1. */
export const Instructor = toolStory(routes, 'LatePenaltyCourseDetails', {
  persona: 'instructor',
  launch: bio101,
  backend,
});
/** Ava's own penalties on the BIO101 assignments that have a rule. */
export const Student = toolStory(routes, 'LatePenaltyCourseDetails', { persona: 'student', launch: bio101, backend });
/** No rule set on any BIO101 assignment yet. */
export const StudentEmpty = toolStory(routes, 'LatePenaltyCourseDetails', {
  persona: 'student',
  launch: bio101,
  backend: true,
});
/** CS105 has no assignments. */
export const InstructorEmpty = toolStory(routes, 'LatePenaltyCourseDetails', {
  persona: 'instructor',
  launch: { courseUuid: DEMO.courseUuids.cs105 },
  backend: true,
});
/** Hannah Levi is a Teaching Assistant in BIO101: neither instructor nor student. */
export const TeachingAssistantAccessRestricted = toolStory(routes, 'LatePenaltyCourseDetails', {
  persona: 'instructor3',
  launch: bio101,
  backend,
});
export const LearnError = toolStory(routes, 'LatePenaltyCourseDetails', {
  persona: 'instructor',
  launch: bio101,
  backend,
  setup: learnDown(),
});
/** Our server is down: the student's penalties cannot be computed. */
export const StudentBackendError = toolStory(routes, 'LatePenaltyCourseDetails', {
  persona: 'student',
  launch: bio101,
  backend: serverDown,
});
/** No course in the launch: the message comes before any request (so no server). */
export const MissingParameters = toolStory(routes, 'LatePenaltyCourseDetails', { persona: 'instructor' });
