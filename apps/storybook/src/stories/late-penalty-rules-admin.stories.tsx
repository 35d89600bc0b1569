import type { Meta } from '@storybook/react-vite';
import { routes } from '@tools/late-penalty';
import { learnDown, toolStory } from '../tool-story.tsx';
import { latePenaltyBackend } from './backend/late-penalty-backend.ts';
import { demoLatePenalties } from './backend/late-penalty-seed.ts';

export default { title: 'Tools/LatePenaltyRulesAdmin' } satisfies Meta;

// Rules and applied penalties live on our server: `latePenaltyBackend` answers its services
// with an in-memory store per story (see that file); the seed is built from the sandbox's data.
const withRules = latePenaltyBackend((s) => demoLatePenalties(s, { applied: true }));

/** Sam Carter holds LATE_PENALTY_ADMIN: the rules table (and the applied penalties tab). */
export const Admin = toolStory(routes, 'LatePenaltyRulesAdmin', { persona: 'admin', backend: withRules });
/** No rules saved yet. */
export const Empty = toolStory(routes, 'LatePenaltyRulesAdmin', {
  persona: 'admin',
  backend: latePenaltyBackend(() => ({})),
});
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
export const BackendError = toolStory(routes, 'LatePenaltyRulesAdmin', {
  persona: 'admin',
  backend: latePenaltyBackend(() => ({}), { fail: true }),
});
export const MissingParameters = toolStory(routes, 'LatePenaltyRulesAdmin', {
  persona: 'admin',
  launch: { token: null },
  backend: withRules,
});
