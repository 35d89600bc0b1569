import type { latePenalty as lp } from '@tools/backend-api/contracts';
import { computePenalty, parseRule } from '@tools/late-penalty/domain';
import { DEMO } from '@tools/sandbox';
import type { Sandbox } from '../../tool-story.tsx';
import type { LatePenaltySeed } from './late-penalty-backend.ts';

/** The institution's rules, one per sentence format the engine reads (spec 002 §5), one inactive. */
export const DEMO_RULES: lp.RuleInput[] = [
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

/**
 * Rules and BIO101 associations, plus (when `applied`) the penalty snapshots an instructor's
 * 'Update late penalties' would have saved: computed with the same engine from the sandbox's
 * own columns, attempts, students, course and term, so the admin view shows real seed data.
 */
export function demoLatePenalties(sandbox: Sandbox, { applied = false } = {}): LatePenaltySeed {
  const { store } = sandbox.state;
  const course = store.courseById(DEMO.courses.bio101.id);
  if (!course) throw new Error('No BIO101 in the sandbox');
  const term = store.data.terms.find((t) => t.id === course.termId);
  const penalties: lp.PenaltyViewRow[] = [];
  for (const { contentId, rule: code } of BIO101_RULES) {
    const rule = DEMO_RULES.find((r) => r.Code === code)!;
    const parsed = parseRule(rule.Label);
    const column = store.data.columns.find((c) => c.courseId === course.id && c.contentId === contentId);
    const content = store.data.contents.find((c) => c.id === contentId);
    if (!column || !content || !parsed.ok || !applied) continue;
    for (const attempt of store.data.attempts.filter((a) => a.columnId === column.id)) {
      const result = computePenalty({
        rule: parsed.rule,
        due: column.grading.due,
        attemptDate: attempt.attemptDate,
        possible: column.score.possible,
      });
      const user = store.data.users.find((u) => u.id === attempt.userId);
      if (result.applied <= 0 || !user) continue;
      penalties.push({
        courseId: course.id,
        courseCode: course.courseId,
        courseName: course.name,
        termId: course.termId,
        termName: term?.name ?? '',
        userId: user.id,
        firstName: user.name.given,
        lastName: user.name.family,
        contentItemId: contentId,
        assignmentTitle: content.title,
        ruleCode: rule.Code,
        ruleLabel: rule.Label,
        points: result.applied,
        overridden: false,
      });
    }
  }
  return {
    rules: DEMO_RULES,
    associations: BIO101_RULES.map((a) => ({ CourseId: course.id, ContentItemId: a.contentId, Rule: a.rule })),
    penalties,
  };
}
