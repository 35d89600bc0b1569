import type * as gh from '../contracts.ts';
import { DEMO } from '@tools/sandbox';
import { largeCourse, type StoryBackend } from '@tools/testing/story';

const BIO101 = DEMO.courses.bio101;

/** The demo hurdle: Lab Report 1 not submitted OR Research Essay below 60 %. */
const DEMO_RULES: gh.SubRule[] = [
  { id: 'lab', type: 'NOT_SUBMITTED', contentId: DEMO.bio101.contents.labReport1 },
  { id: 'essay', type: 'SCORE_BELOW_PERCENT', contentId: DEMO.bio101.contents.researchEssay, thresholdPercent: 60 },
];

/** Sam Carter (GRADE_HURDLE_ADMIN) enables BIO101 and CHEM201 in the admin tool (Save Changes). */
export async function adminEnablesCourses(backend: StoryBackend): Promise<void> {
  await backend.request('admin', 'POST', '/grade-hurdle-associations', [
    { CoursePk1: BIO101.id, Status: 'Active' },
    { CoursePk1: DEMO.courses.chem201.id, Status: 'Inactive' },
  ]);
}

/** …and Margaret Ellis saves BIO101's sub-rules (OR) in the course tool. */
export async function instructorSavesRules(backend: StoryBackend): Promise<void> {
  await adminEnablesCourses(backend);
  await backend.request('instructor', 'PATCH', '/grade-hurdle-associations', {
    CoursePk1: BIO101.id,
    SubRules: DEMO_RULES,
    Logic: 'OR',
  });
}

/**
 * The `large` story world: the admin enables `HURDLE-250` (250 students), and Margaret saves its
 * hurdle (Final Exam below 50 % OR Lab Report not submitted), so Evaluate reviews 250 students.
 */
export async function instructorSavesLargeRules(backend: StoryBackend): Promise<void> {
  const course = largeCourse(backend.sandbox, 'hurdle');
  const contentId = (title: string) => {
    const item = backend.sandbox.state.store.data.contents.find((c) => c.courseId === course.id && c.title === title);
    if (!item) throw new Error(`No ${title} in ${course.courseId}`);
    return item.id;
  };
  await backend.request('admin', 'POST', '/grade-hurdle-associations', [{ CoursePk1: course.id, Status: 'Active' }]);
  await backend.request('instructor', 'PATCH', '/grade-hurdle-associations', {
    CoursePk1: course.id,
    SubRules: [
      { id: 'exam', type: 'SCORE_BELOW_PERCENT', contentId: contentId('Final Exam'), thresholdPercent: 50 },
      { id: 'lab', type: 'NOT_SUBMITTED', contentId: contentId('Lab Report') },
    ] satisfies gh.SubRule[],
    Logic: 'OR',
  });
}
