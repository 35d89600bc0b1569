import { learnDown, serverDown, toolStory, type Meta } from '@tools/testing/story';
import { routes } from '../index.ts';
import { instructorAppliesBio101Penalties } from '../test-support/story-seeds.ts';

export default { title: 'Tools/LatePenaltyRulesAdmin', tags: ['server'] } satisfies Meta;

// Our real server runs in the page: the admin's rules, BIO101's assignments and the penalties
// Margaret applied are saved through its API before the story renders (../test-support/story-seeds.ts).
const withRules = { seed: instructorAppliesBio101Penalties };

/** Sam Carter holds LATE_PENALTY_ADMIN: the rules table (and the applied penalties tab). */
export const Admin = toolStory(routes, 'LatePenaltyRulesAdmin', { persona: 'admin', backend: withRules });
/** No rules saved yet. */
export const Empty = toolStory(routes, 'LatePenaltyRulesAdmin', { persona: 'admin', backend: true });
/** Students lack the institution role. */
export const StudentAccessRestricted = toolStory(routes, 'LatePenaltyRulesAdmin', {
  persona: 'student',
  backend: withRules,
});
/** Spec 002 §6: when Learn cannot confirm the role, access is restricted too. */
export const LearnErrorAccessRestricted = toolStory(routes, 'LatePenaltyRulesAdmin', {
  persona: 'admin',
  backend: withRules,
  setup: learnDown(),
});
/** Our server is down: the rules cannot be read. */
export const BackendError = toolStory(routes, 'LatePenaltyRulesAdmin', { persona: 'admin', backend: serverDown });
/** No token: the message comes before any request (so no server). */
export const MissingParameters = toolStory(routes, 'LatePenaltyRulesAdmin', {
  persona: 'admin',
  launch: { token: null },
});
