import { describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demo.ts';
import { setup } from './helpers.ts';

describe('assessment questions', () => {
  it('carry their answers (id, text, correct) in questionHandler; essays have none', async () => {
    const { call } = setup();
    const res = await call(
      'instructor',
      `v1/courses/${DEMO.courses.bio101.id}/assessments/${DEMO.bio101.quiz1AssessmentId}/questions`,
    );
    expect(res.status).toBe(200);
    const byTitle = new Map(
      res.json.results.map((q: { title: string; questionHandler: unknown }) => [q.title, q.questionHandler]),
    );
    expect(byTitle.get('Membranes')).toEqual({
      type: 'EitherOr',
      answers: [
        { id: expect.stringMatching(/^_\d+_1$/), text: 'True', correct: true },
        { id: expect.stringMatching(/^_\d+_1$/), text: 'False', correct: false },
      ],
    });
    expect(byTitle.get('Explain diffusion')).toEqual({ type: 'Essay' });
  });
});
