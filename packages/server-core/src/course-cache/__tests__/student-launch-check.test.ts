import { DEMO } from '@tools/sandbox';
import { describe, expect, it } from 'vitest';
import { CLAIM } from '../../lti/claims.ts';
import { harnessEachTest, type Persona } from '../../../test/harness.ts';

const h = harnessEachTest();

const COURSE = 'GET /learn/api/public/v3/courses/{courseId}';
const MATH150 = { ...DEMO.courses.math150, name: 'MATH150 Calculus I' };

/** A real launch of `persona` into `course` (BIO101 unless named): the shell state the server sends. */
async function launchInto(persona: Persona, course: typeof MATH150 | null = null) {
  const { decoded } = await h.fullLaunch((nonce) =>
    h.claims(
      nonce,
      course ? { [CLAIM.context]: { id: course.uuid, label: course.courseId, title: course.name } } : {},
      persona,
    ),
  );
  return decoded;
}

const courseReads = () => h.sandbox.state.requestLog.count(COURSE);

describe("a student's launch into a course Learn keeps closed (issue 21 §4)", () => {
  it('says so in the shell state, once, before any tool asks Learn', async () => {
    expect(h.sandbox.state.store.courseById(MATH150.id)!.availability.available).toBe('No');
    const state = await launchInto('student', MATH150);
    expect(state.course).toBe('unavailable');
  });

  it('says nothing for an open course, or for staff in a closed one (Learn lets staff in)', async () => {
    expect((await launchInto('student')).course).toBeUndefined();
    expect((await launchInto('instructor', MATH150)).course).toBeUndefined();
  });

  it('costs Learn one course read per course: the next student of the course reads what was kept', async () => {
    await launchInto('student');
    const after = courseReads();
    expect(after).toBe(1);
    await launchInto('student2');
    expect(courseReads()).toBe(after);
    // Learn refuses a student's read of a closed course: nothing to keep, so each such launch asks
    // again, and the first launch after the course opens finds it open.
    await launchInto('student', MATH150);
    const closed = courseReads();
    expect(closed).toBe(after + 1);
    h.sandbox.state.store.courseById(MATH150.id)!.availability.available = 'Yes';
    expect((await launchInto('student', MATH150)).course).toBeUndefined();
    expect(courseReads()).toBe(closed + 1);
    // Now kept as open.
    await launchInto('student2', MATH150);
    expect(courseReads()).toBe(closed + 1);
  });

  it('opens the tool when Learn cannot answer (its own error then explains)', async () => {
    h.sandbox.state.faults.add({ kind: 'status', status: 500, path: '/v3/courses/', times: 4 });
    expect((await launchInto('student', MATH150)).course).toBeUndefined();
  });
});
