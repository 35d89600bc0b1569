import type * as lp from '../contracts.ts';
import { computePenalty, parseRule } from '../domain/index.ts';
import { DEMO } from '@tools/sandbox';
import { largeCourse, type StoryBackend } from '@tools/testing/story';

/** The institution's rules, one per sentence format the engine reads (spec 002 §5), one inactive. */
const DEMO_RULES: lp.RuleInput[] = [
  { Code: '10-percent-each-day', Label: '10% penalty each day late', Status: 'Active' },
  { Code: '5-points-after-1-day', Label: '5 points penalty if more than 1 day late', Status: 'Active' },
  {
    Code: '2-points-each-day-max-10',
    Label: '2 points penalty each day late for a max of 10 points',
    Status: 'Active',
  },
  { Code: '50-percent-after-7-days', Label: '50% penalty if more than 7 days late', Status: 'Inactive' },
];

/** BIO101's graded assignments with rules set (the essay and lab report have late attempts in the seed). */
const BIO101_RULES = [
  { contentId: DEMO.bio101.contents.researchEssay, rule: '10-percent-each-day' },
  { contentId: DEMO.bio101.contents.labReport1, rule: '5-points-after-1-day' },
];

/** Sam Carter (LATE_PENALTY_ADMIN) saves the institution's rules on our server. */
export async function adminSavesRules(backend: StoryBackend): Promise<void> {
  await backend.request('admin', 'POST', '/late-penalty-rules', DEMO_RULES);
}

/** Margaret Ellis sets rules on two BIO101 assignments (after the admin saved the rules). */
export async function instructorSetsBio101Rules(backend: StoryBackend): Promise<void> {
  await adminSavesRules(backend);
  await backend.request(
    'instructor',
    'POST',
    '/late-penalty-associations',
    BIO101_RULES.map((a) => ({
      CourseId: DEMO.courses.bio101.id,
      ContentItemId: a.contentId,
      Rule: a.rule,
      Status: 'Active',
      Overrides: {},
    })),
  );
}

/**
 * …and then applies them ('Update late penalties'): the snapshots the screen would save, computed
 * with the same engine from the sandbox's own columns, attempts, students, course and term.
 */
export async function instructorAppliesBio101Penalties(backend: StoryBackend): Promise<void> {
  await instructorSetsBio101Rules(backend);
  const { store } = backend.sandbox.state;
  const course = store.courseById(DEMO.courses.bio101.id);
  if (!course) throw new Error('No BIO101 in the sandbox');
  const term = store.data.terms.find((t) => t.id === course.termId);
  const items: lp.SnapshotsBody['Items'] = [];
  for (const { contentId, rule: code } of BIO101_RULES) {
    const rule = DEMO_RULES.find((r) => r.Code === code)!;
    const parsed = parseRule(rule.Label);
    const column = store.data.columns.find((c) => c.courseId === course.id && c.contentId === contentId);
    const content = store.data.contents.find((c) => c.id === contentId);
    if (!column || !content || !parsed.ok) continue;
    for (const attempt of store.data.attempts.filter((a) => a.columnId === column.id)) {
      const result = computePenalty({
        rule: parsed.rule,
        due: column.grading.due,
        attemptDate: attempt.attemptDate,
        possible: column.score.possible,
      });
      const user = store.data.users.find((u) => u.id === attempt.userId);
      if (result.applied <= 0 || !user) continue;
      items.push({
        ContentItemId: contentId,
        UserId: user.id,
        Points: result.applied,
        Overridden: false,
        RuleCode: rule.Code,
        RuleLabel: rule.Label,
        AssignmentTitle: content.title,
        FirstName: user.name.given,
        LastName: user.name.family,
        AttemptDate: attempt.attemptDate,
        Explanation: result.explanation,
      });
    }
  }
  await backend.request('instructor', 'POST', '/late-penalty-snapshots', {
    CourseId: course.id,
    CourseName: course.name,
    CourseCode: course.courseId,
    TermId: course.termId,
    TermName: term?.name ?? '',
    Items: items,
  } satisfies lp.SnapshotsBody);
}

/**
 * The `large` story world (250 students): the admin's rules, and Margaret's rules on every assignment
 * of the roster course that is already due (those have attempts, a fifth of them late), so the Apply
 * grid has 250 rows with penalties to write.
 */
export async function instructorSetsLargeRules(backend: StoryBackend): Promise<void> {
  await adminSavesRules(backend);
  const { store } = backend.sandbox.state;
  const course = largeCourse(backend.sandbox, 'roster');
  const now = Date.now();
  const due = store.data.columns.filter(
    (c) => c.courseId === course.id && c.contentId && c.grading.due && Date.parse(c.grading.due) < now,
  );
  const codes = ['10-percent-each-day', '5-points-after-1-day', '2-points-each-day-max-10'];
  await backend.request(
    'instructor',
    'POST',
    '/late-penalty-associations',
    due.map((c, i) => ({
      CourseId: course.id,
      ContentItemId: c.contentId,
      Rule: codes[i % codes.length],
      Status: 'Active',
      Overrides: {},
    })),
  );
}
