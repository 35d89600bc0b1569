import { DEMO, type Sandbox } from '@tools/sandbox';
import { PLATFORM, type HarnessOptions } from '@tools/server-core/test/harness.ts';

/** BIO101: the teacher is its Instructor, the learners its Students, the TA its Teaching Assistant. */
export const COURSE = DEMO.courses.bio101.id;
/** ENG220: the teacher is a Student there (added below); the learner's membership is unavailable. */
export const OTHER_COURSE = DEMO.courses.eng220.id;

/** The late-penalty tests' personas as sandbox users; the admin (LATE_PENALTY_ADMIN) is in no course. */
const PERSONAS = {
  admin: 'admin',
  teacher: 'instructor',
  learner: 'student',
  learner2: 'student2',
  ta: 'instructor3',
} as const;
export type Persona = keyof typeof PERSONAS;
export const LEARNER = DEMO.users.student.id;
export const LEARNER2 = DEMO.users.student2.id;

/** createHarness options: the sandbox issues each persona the Learn token `t-<persona>`. */
export const latePenaltyLearn: HarnessOptions = {
  tokens: Object.fromEntries(Object.entries(PERSONAS).map(([persona, user]) => [`t-${persona}`, user])),
  setup: (sandbox: Sandbox) => {
    const teacher = DEMO.users.instructor.id;
    const like = sandbox.state.store.membership(OTHER_COURSE, DEMO.users.instructor2.id)!;
    sandbox.state.store.addMembership({
      ...like,
      id: sandbox.state.store.mintId(),
      userId: teacher,
      courseRoleId: 'Student',
    });
  },
};

export const as = (persona: Persona, json?: unknown): RequestInit => ({
  headers: {
    Authorization: `Bearer t-${persona}`,
    'X-Learn-Platform': PLATFORM,
    ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
  },
  ...(json === undefined ? {} : { body: JSON.stringify(json) }),
});
