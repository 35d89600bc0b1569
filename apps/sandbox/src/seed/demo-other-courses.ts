import { DAY, HOUR } from './random.ts';
import type { SeedBuilder } from './builder.ts';
import type { DemoCourses } from './demo-courses.ts';
import type { UserRec } from './types.ts';

const FOLDER = { id: 'resource/x-bb-folder' };
const DOCUMENT = { id: 'resource/x-bb-document' };

/** Smaller but complete courses so course pickers, calendars and admin tools have variety. */
export function addOtherCourses(b: SeedBuilder, c: DemoCourses, s: UserRec[]): void {
  const now = b.now;
  const pick = (indexes: number[]) => indexes.map((i) => s[i]!);

  // CHEM201 (Classic): a test with questions, past due with late attempts.
  const unit1 = b.content(c.chem201, undefined, { title: 'Unit 1: Structure and Bonding', handler: FOLDER });
  const examples = b.content(c.chem201, unit1, { title: 'Worked Examples', handler: FOLDER });
  b.content(c.chem201, examples, {
    title: 'Resonance structures',
    handler: DOCUMENT,
    body: '<p>See <a href="https://chem.libretexts.org/">LibreTexts Chemistry</a>.</p>',
  });
  const ps3 = b.content(c.chem201, unit1, { title: 'Problem Set 3', handler: { id: 'resource/x-bb-assignment' } });
  const testId = b.nextId('assessment');
  const midtermTest = b.content(c.chem201, unit1, {
    title: 'Midterm Test',
    handler: { id: 'resource/x-bb-asmt-test-link', assessmentId: testId },
    instructions: '<p>Closed book. Molecular model kits allowed.</p>',
  });
  b.content(c.chem201, undefined, {
    title: 'ChemDraw Online',
    handler: { id: 'resource/x-bb-externallink', url: 'https://chemdrawdirect.perkinelmer.cloud/js/sample/index.html' },
  });
  b.content(c.chem201, undefined, {
    title: 'Titration demo video',
    handler: { id: 'resource/x-bb-document' },
    body: '<p><a href="https://example.edu/media/titration-demo.mp4">Titration demo (MP4)</a></p>',
  });
  const ps3Col = b.column(c.chem201, {
    name: 'Problem Set 3',
    possible: 25,
    due: now + 3 * DAY,
    contentId: ps3.id,
    description: '<p>Nomenclature and stereochemistry.</p>',
    eventType: 'Assignment',
  });
  const testCol = b.column(c.chem201, {
    name: 'Midterm Test',
    possible: 50,
    due: now - 6 * DAY,
    contentId: midtermTest.id,
    description: '<p>Units 1-3.</p>',
    eventType: 'Test',
  });
  const practical = b.column(c.chem201, { name: 'Lab Practical', possible: 40 });
  b.column(c.chem201, { name: 'Overall Grade', possible: 100, type: 'Calculated', externalGrade: true });
  const chemStudents = pick([0, 1, 2, 4, 5, 7, 8, 11]);
  const testOffsets = [-HOUR, 2 * DAY, -DAY, HOUR, 5 * DAY, -2 * HOUR, -3 * DAY, 30 * 60_000];
  const testScores = [46, 31, 40, 44, 28, 49, 37, 35];
  chemStudents.forEach((st, i) => {
    b.attempt(testCol, st, now - 6 * DAY + testOffsets[i]!, testScores[i]);
    b.grade(testCol, st, testScores[i]);
    b.grade(practical, st, 24 + ((i * 7) % 16));
  });
  b.attempt(ps3Col, s[2]!, now - 5 * HOUR, undefined);
  const q = (title: string, type: string, text: string, answers?: string[]) =>
    b.question(c.chem201, testId, {
      title,
      text,
      points: 10,
      questionHandler: { type, ...(answers ? { answers: b.answers(...answers) } : {}) },
    });
  q('Hybridisation', 'MultipleChoice', '<p>What is the hybridisation of carbon in ethene?</p>', [
    'sp',
    '*sp<sup>2</sup>',
    'sp<sup>3</sup>',
  ]);
  q('Chirality', 'EitherOr', '<p>True or false: 2-butanol is chiral.</p>', ['*True', 'False']);
  q('Mechanism', 'Essay', '<p>Draw and explain the SN2 mechanism of bromomethane with hydroxide.</p>');

  // HIST110 (Ultra): a four-level folder tree, a video file, a late reading response.
  const module1 = b.content(c.hist110, undefined, { title: 'Module 1: Global Encounters', handler: FOLDER });
  const sources = b.content(c.hist110, module1, { title: 'Primary Sources', handler: FOLDER });
  const letters = b.content(c.hist110, sources, { title: 'Letters', handler: FOLDER });
  b.content(c.hist110, letters, {
    title: 'Letter from Hernán Cortés (1520)',
    handler: DOCUMENT,
    body: '<p>Translation from <a href="https://sourcebooks.fordham.edu/mod/1520cortes.asp">Fordham Modern History Sourcebook</a>.</p>',
  });
  b.content(c.hist110, module1, {
    title: 'Lecture recording: The Columbian Exchange',
    handler: { id: 'resource/x-bb-file', file: { fileName: 'columbian-exchange.mp4', mimeType: 'video/mp4' } },
  });
  b.content(c.hist110, module1, {
    title: 'Crash Course: The Columbian Exchange',
    handler: { id: 'resource/x-bb-externallink', url: 'https://www.youtube.com/watch?v=HQPA5oNpfM4' },
  });
  const psa = b.content(c.hist110, module1, {
    title: 'Primary Source Analysis',
    handler: { id: 'resource/x-bb-assignment' },
  });
  const rr4 = b.content(c.hist110, undefined, {
    title: 'Reading Response 4',
    handler: { id: 'resource/x-bb-assignment' },
  });
  b.column(c.hist110, {
    name: 'Primary Source Analysis',
    possible: 40,
    due: now + 6 * DAY,
    contentId: psa.id,
    description: '<p>Analyse one letter from the Primary Sources folder.</p>',
    eventType: 'Assignment',
  });
  const rr4Col = b.column(c.hist110, {
    name: 'Reading Response 4',
    possible: 10,
    due: now - 2 * DAY,
    contentId: rr4.id,
    description: '<p>300 words on the reading.</p>',
    eventType: 'Assignment',
  });
  b.column(c.hist110, { name: 'Overall Grade', possible: 100, type: 'Calculated', externalGrade: true });
  const histStudents = pick([0, 1, 2, 3, 5, 6, 8, 9, 10, 11]);
  const rrOffsets = [-HOUR, HOUR, 2 * DAY, -DAY, 5 * DAY, -3 * HOUR, 2 * DAY, -HOUR, -DAY, HOUR];
  histStudents.forEach((st, i) => {
    const score = 5 + (i % 6);
    b.attempt(rr4Col, st, now - 2 * DAY + rrOffsets[i]!, score);
    b.grade(rr4Col, st, score);
  });
  b.notation(c.hist110, 'INC', 'Incomplete');
  b.notation(c.hist110, 'EXM', 'Exempt from assessment');
  b.group(c.hist110, 'Debate Team Red', pick([0, 2, 5, 8, 10]));
  b.group(c.hist110, 'Debate Team Blue', pick([1, 3, 6, 9, 11]));

  // MATH150 (Classic, unavailable): students must not see it in calendars.
  const week1 = b.content(c.math150, undefined, { title: 'Week 1: Limits', handler: FOLDER });
  b.content(c.math150, week1, { title: 'Limit laws', handler: DOCUMENT, body: '<p>Notes on limit laws.</p>' });
  const hw1 = b.content(c.math150, week1, { title: 'Homework 1', handler: { id: 'resource/x-bb-assignment' } });
  b.column(c.math150, {
    name: 'Homework 1',
    possible: 20,
    due: now + 4 * DAY,
    contentId: hw1.id,
    description: '<p>Exercises 1.1-1.4.</p>',
    eventType: 'Assignment',
  });
  b.column(c.math150, { name: 'Overall Grade', possible: 100, type: 'Calculated', externalGrade: true });

  // ENG220 (Ultra): Ava's membership here is unavailable.
  const draft = b.content(c.eng220, undefined, {
    title: 'Short Story Draft',
    handler: { id: 'resource/x-bb-assignment' },
  });
  b.content(c.eng220, undefined, {
    title: 'Workshop guidelines',
    handler: DOCUMENT,
    body: '<p>Be kind, be specific, be helpful.</p>',
  });
  b.column(c.eng220, {
    name: 'Short Story Draft',
    possible: 30,
    due: now + 1 * DAY,
    contentId: draft.id,
    description: '<p>2,000 words maximum.</p>',
    eventType: 'Assignment',
  });
  b.column(c.eng220, { name: 'Overall Grade', possible: 100, type: 'Calculated', externalGrade: true });

  // CS105 (disabled, next term): an empty shell only admins see.
  b.column(c.cs105, { name: 'Overall Grade', possible: 100, type: 'Calculated', externalGrade: true });
}
