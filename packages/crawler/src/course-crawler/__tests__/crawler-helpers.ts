import { DEMO } from '@tools/sandbox';
import { sandbox } from '@tools/testing';

export const bio101 = DEMO.courses.bio101;
export const bio = DEMO.bio101.contents;

/** Learn requests for one route template since the test started. */
export const count = (route: string) => sandbox().state.requestLog.count(route);
export const CONTENTS = 'GET /learn/api/public/v1/courses/{courseId}/contents';
export const CHILDREN = 'GET /learn/api/public/v1/courses/{courseId}/contents/{contentId}/children';
export const QUESTIONS = 'GET /learn/api/public/v1/courses/{courseId}/assessments/{assessmentId}/questions';

/** Adds `n` test links (each with one question) at BIO101's top level. */
export function addAssessments(n: number): string[] {
  const { state } = sandbox();
  const template = state.store.contentById(bio.quiz1)!;
  return Array.from({ length: n }, (_, i) => {
    const id = state.store.mintId();
    const assessmentId = state.store.mintId();
    state.store.addContent({
      ...structuredClone(template),
      id,
      title: `Extra quiz ${i + 1}`,
      position: 100 + i,
      contentHandler: { id: 'resource/x-bb-asmt-test-link', assessmentId },
    });
    delete state.store.contentById(id)!.parentId;
    state.store.data.questions.push({
      courseId: bio101.id,
      assessmentId,
      id: state.store.mintId(),
      position: 1,
      title: `Question of quiz ${i + 1}`,
      text: '<p>Why?</p>',
      points: 1,
      questionHandler: { type: 'Essay' },
    } as (typeof state.store.data.questions)[number]);
    return id;
  });
}
