import { describe, expect, it } from 'vitest';
import { answerTypeStrength, askedTypes } from '../answer-types.ts';
import { buildCourseIndex } from '../course-index.ts';
import { NO_LEXICON } from '../lexicon.ts';
import { planQuestion, splitParts } from '../question.ts';

describe('askedTypes', () => {
  it.each([
    ['When is the midterm?', ['time']],
    ['What date is the final exam on?', ['date']],
    ['What day and room are the labs in?', ['time', 'place']],
    ['Where is the lab?', ['place']],
    ['Who runs this course?', ['person']],
    ['What are the names of the lab demonstrators?', ['name']],
    ['How much is the final exam worth?', ['percent']],
    ['What percentage of my grade is the essay?', ['percent']],
    ['How much does a model kit cost?', ['money']],
    ['How long is the quiz?', ['duration']],
    ['How long should the research essay be?', ['words']],
    ['How many tries do I get?', ['number']],
    ['Can I bring snacks into the lab?', []],
    ['Which organelle is called the powerhouse of the cell?', []],
  ])('%s -> %j', (q, types) => {
    expect(askedTypes(q)).toEqual(types);
  });

  it('weighs how strongly a sentence holds the kind of answer', () => {
    expect(answerTypeStrength('Labs run on Wednesdays from 9 am to 12 pm in SCI 204.', 'time')).toBe(3);
    expect(answerTypeStrength('Attend the catch-up lab in week 12.', 'time')).toBe(1);
    expect(answerTypeStrength('The final exam is worth a lot.', 'time')).toBe(0);
    expect(answerTypeStrength('Lectures are in the Harmon Lecture Theatre.', 'person')).toBe(0);
    expect(answerTypeStrength('Course coordinator: Dr. Margaret Ellis.', 'person')).toBe(2);
    expect(answerTypeStrength('To pass BIO101 you must score 40%.', 'place')).toBe(0);
    expect(answerTypeStrength('Room C305.', 'place')).toBe(2);
  });
});

describe('splitParts', () => {
  it.each([
    ['When are labs on and what do I have to wear to them?', ['when are labs on', 'what do i have to wear to them']],
    ['How long is quiz 1, and is it open book?', ['how long is quiz 1', 'is it open book']],
    ['When and where is the weekly workshop?', ['when is the weekly workshop', 'where is the weekly workshop']],
    ['What is the late penalty? Can I get an extension?', ['what is the late penalty', 'can i get an extension']],
    ['What happens if I am sick and miss the deadline?', ['what happens if i am sick and miss the deadline']],
    ['wen r the labs', ['when are the labs']],
  ])('%s', (q, parts) => {
    expect(splitParts(q)).toEqual(parts);
  });
});

describe('planQuestion', () => {
  const index = buildCourseIndex([
    {
      contentId: '_1_1',
      ordinal: 0,
      itemTitle: 'Syllabus',
      breadcrumb: [],
      headingPath: ['Late submissions'],
      fileName: null,
      linkPath: '/x',
      text: 'Work submitted after its due date loses 10% of the available marks. Lab Report 2 is due in week 3.',
    },
  ]);

  it('reads each word as its terms: own stem, corrected spelling, glossary concepts', async () => {
    const plan = await planQuestion('whats the penality for handing in assignmnets late', index, NO_LEXICON);
    const words = plan.parts[0]!.concepts.map((c) => [c.label, c.variants.map((v) => v.term)]);
    expect(words).toEqual([
      ['penality', ['penalti', '#penalty']],
      ['handing', ['hand', '#submit']],
      ['assignmnets', ['assign', '#homework', '#task']],
      ['late', ['late', '#late']],
    ]);
  });

  it("names numbered things as one term, and a later part borrows the first part's words", async () => {
    const plan = await planQuestion('When is lab report 2 due and how long should it be?', index, NO_LEXICON);
    expect(plan.parts[0]!.concepts.find((c) => c.numbered)?.variants[0]?.term).toBe('report#2');
    expect(plan.parts[1]!.concepts.map((c) => c.label)).toEqual(expect.arrayContaining(['lab', 'report 2']));
    expect(plan.parts[1]!.concepts.find((c) => c.label === 'lab')!.importance).toBe(1);
  });
});
