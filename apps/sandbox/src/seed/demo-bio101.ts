import { DAY, HOUR, MINUTE } from './random.ts';
import type { SeedBuilder } from './builder.ts';
import type { ColumnRec, ContentRec, CourseRec, UserRec } from './types.ts';

const FOLDER = { id: 'resource/x-bb-folder' };
const DOCUMENT = { id: 'resource/x-bb-document' };
const LAB_SAFETY_EMBED =
  '<p><a href="@X@EmbeddedFile.requestUrlStub@X@bbcswebdav/xid-300000_1" data-bbfile="{&quot;render&quot;:&quot;inline&quot;,&quot;linkName&quot;:&quot;lab-safety-briefing.mp4&quot;,&quot;mimeType&quot;:&quot;video/mp4&quot;}">lab-safety-briefing.mp4</a></p>';

export interface Bio101Refs {
  columns: {
    researchEssay: ColumnRec;
    labReport1: ColumnRec;
    geneticsProblemSet: ColumnRec;
    quiz1: ColumnRec;
    labReport2: ColumnRec;
    finalProposal: ColumnRec;
    midterm: ColumnRec;
    participation: ColumnRec;
    overall: ColumnRec;
  };
  contents: {
    week1: ContentRec;
    labMaterials: ContentRec;
    lab1Folder: ContentRec;
    labReport1: ContentRec;
    quiz1: ContentRec;
    researchEssay: ContentRec;
    lectureVideo: ContentRec;
    welcomeVideo: ContentRec;
    labSafety: ContentRec;
  };
  quiz1AssessmentId: string;
}

/**
 * BIO101 is the showcase course: a content tree four levels deep with every handler the tools
 * look at, columns due in the past and the next 7 days (and one just outside), late attempts
 * at +1 h, +2 days and +5 days for the late-penalty tools, and grades above 90 and below 75.
 */
export function addBio101(b: SeedBuilder, course: CourseRec, s: UserRec[]): Bio101Refs {
  const now = b.now;
  const week1 = b.content(course, undefined, {
    title: 'Week 1: The Cell',
    handler: FOLDER,
    body: '<p>Cell structure and function.</p>',
  });
  b.content(course, week1, {
    title: 'Reading: Cell Structure',
    handler: DOCUMENT,
    body: '<p>Read chapter 3 of <a href="https://openstax.org/books/biology-2e/pages/4-introduction">OpenStax Biology 2e</a> and the <a href="https://www.nature.com/scitable/topicpage/cell-membranes-14052567/">Scitable article on membranes</a>.</p>',
  });
  const lectureVideo = b.content(course, week1, {
    title: 'Lecture 1: Inside the Cell',
    handler: { id: 'resource/x-bb-file', file: { fileName: 'lecture-01-inside-the-cell.mp4', mimeType: 'video/mp4' } },
  });
  const labMaterials = b.content(course, week1, { title: 'Lab Materials', handler: FOLDER });
  const lab1Folder = b.content(course, labMaterials, { title: 'Lab 1: Microscopy', handler: FOLDER });
  // A document with an attached video, embedded the way Ultra does (data-bbfile names the file's type).
  const labSafety = b.content(course, lab1Folder, {
    title: 'Lab safety sheet',
    handler: DOCUMENT,
    body: `<p>Goggles and gloves at all times. See <a href="https://www.osha.gov/laboratories">OSHA lab safety</a>.</p>${LAB_SAFETY_EMBED}`,
  });
  labSafety.attachments = [{ id: b.nextId('attachment'), fileName: 'lab-safety-briefing.mp4', mimeType: 'video/mp4' }];
  const labReport1Content = b.content(course, lab1Folder, {
    title: 'Lab Report 1',
    handler: { id: 'resource/x-bb-assignment' },
    body: '<p>Describe the cells you observed under 400x magnification.</p>',
  });
  b.content(course, labMaterials, {
    title: 'Virtual Microscope',
    handler: { id: 'resource/x-bb-externallink', url: 'https://virtual.microscope.example.org/lab' },
  });
  const week2 = b.content(course, undefined, { title: 'Week 2: Genetics', handler: FOLDER });
  const geneticsContent = b.content(course, week2, {
    title: 'Genetics Problem Set',
    handler: { id: 'resource/x-bb-assignment' },
    body: '<p>Punnett squares and pedigree analysis.</p>',
  });
  const quiz1AssessmentId = b.nextId('assessment');
  const quiz1Content = b.content(course, week2, {
    title: 'Quiz 1: Cell Biology',
    handler: { id: 'resource/x-bb-asmt-test-link', assessmentId: quiz1AssessmentId },
    instructions:
      '<p>Answer all five questions. You have <strong>30 minutes</strong>. Review <a href="https://openstax.org/books/biology-2e/pages/4-1-studying-cells">Studying Cells</a> first.</p>',
  });
  b.content(course, week2, {
    title: 'Khan Academy: Mendelian genetics',
    handler: {
      id: 'resource/x-bb-externallink',
      url: 'https://www.khanacademy.org/science/biology/classical-genetics',
    },
  });
  const labReport2Content = b.content(course, week2, {
    title: 'Lab Report 2',
    handler: { id: 'resource/x-bb-assignment' },
  });
  const essayContent = b.content(course, undefined, {
    title: 'Research Essay',
    handler: { id: 'resource/x-bb-assignment' },
    body: '<p>1,500 words on a current topic in cell biology.</p>',
  });
  const proposalContent = b.content(course, undefined, {
    title: 'Final Project Proposal',
    handler: { id: 'resource/x-bb-assignment' },
  });
  b.content(course, undefined, {
    title: 'Syllabus',
    handler: DOCUMENT,
    body: '<p>Office hours Tuesdays 2-4 pm. <a href="https://example.edu/policies/academic-integrity">Academic integrity policy</a>.</p>',
  });
  const welcomeVideo = b.content(course, undefined, {
    title: 'Course welcome video',
    handler: { id: 'resource/x-bb-externallink', url: 'https://www.youtube.com/watch?v=8IlzKri08kk' },
  });
  b.content(course, undefined, {
    title: 'Instructor notes (hidden)',
    handler: DOCUMENT,
    available: 'No',
    body: '<p>Answer keys.</p>',
  });

  const col = (
    name: string,
    possible: number,
    due: number | undefined,
    content: ContentRec | undefined,
    description?: string,
    eventType = 'Assignment',
  ) =>
    b.column(course, {
      name,
      possible,
      ...(due === undefined ? {} : { due }),
      ...(content ? { contentId: content.id } : {}),
      ...(description ? { description } : {}),
      eventType,
    });
  const researchEssay = col(
    'Research Essay',
    100,
    now - 10 * DAY,
    essayContent,
    '<p>1,500 words on a current topic in cell biology.</p>',
  );
  const labReport1 = col('Lab Report 1', 20, now - 3 * DAY, labReport1Content, '<p>Microscopy lab write-up.</p>');
  const geneticsProblemSet = col(
    'Genetics Problem Set',
    30,
    now + 2 * DAY,
    geneticsContent,
    '<p>Punnett squares and pedigree analysis. Show your working.</p>',
  );
  const quiz1 = col(
    'Quiz 1: Cell Biology',
    10,
    now + 5 * DAY,
    quiz1Content,
    '<p>Five questions, 30 minutes.</p>',
    'Test',
  );
  const labReport2 = col('Lab Report 2', 20, now + 1 * DAY + 6 * HOUR, labReport2Content);
  const finalProposal = col(
    'Final Project Proposal',
    50,
    now + 9 * DAY,
    proposalContent,
    '<p>One page: question, method, sources.</p>',
  );
  const midterm = col('Midterm Exam', 100, undefined, undefined, '<p>In-class exam on weeks 1-6.</p>');
  const participation = col('Participation', 10, undefined, undefined);
  const overall = b.column(course, { name: 'Overall Grade', possible: 100, type: 'Calculated', externalGrade: true });

  // Research Essay: submission offsets from the due date (late = after due).
  const essayOffsets = [
    -2 * HOUR,
    1 * HOUR,
    2 * DAY,
    5 * DAY,
    -1 * DAY,
    -3 * HOUR,
    1 * HOUR + 5 * MINUTE,
    -10 * MINUTE,
    2 * DAY,
    undefined,
    -5 * HOUR,
    5 * DAY,
  ];
  const essayScores = [94, 88, 72, 65, 91, 79, 58, 97, 83, undefined, 70, 68];
  s.forEach((student, i) => {
    const offset = essayOffsets[i];
    const score = essayScores[i];
    if (offset === undefined) return;
    b.attempt(researchEssay, student, now - 10 * DAY + offset, score, {
      feedback:
        score !== undefined && score < 75
          ? '<p>Strengthen your thesis and cite primary literature.</p>'
          : '<p>Well argued.</p>',
    });
    if (score !== undefined) b.grade(researchEssay, student, score);
  });
  const labOffsets = [
    -1 * HOUR,
    2 * DAY,
    -30 * MINUTE,
    1 * HOUR,
    -2 * DAY,
    5 * DAY,
    -4 * HOUR,
    -1 * DAY,
    3 * HOUR,
    -6 * HOUR,
    -20 * MINUTE,
  ];
  const labScores = [19, 15, 17, undefined, 20, 12, 16, 18, 14, 19, 13];
  labOffsets.forEach((offset, i) => {
    const score = labScores[i];
    b.attempt(labReport1, s[i]!, now - 3 * DAY + offset, score);
    b.grade(labReport1, s[i]!, score);
  });
  // Early submissions for work due soon (one still being written).
  b.attempt(geneticsProblemSet, s[0]!, now - 6 * HOUR, undefined);
  b.grade(geneticsProblemSet, s[0]!, undefined);
  b.attempt(geneticsProblemSet, s[4]!, now - 1 * DAY, undefined, { status: 'InProgress' });

  const midtermScores = [92, 71, 85, 64, 98, 77, 55, 88, 93, 74, 81, 69];
  s.forEach((student, i) =>
    b.grade(midterm, student, midtermScores[i], {
      feedback: midtermScores[i]! > 90 ? '<p>Excellent work.</p>' : '<p>Review the genetics chapter.</p>',
    }),
  );
  const participationScores = [7, 9, 10, 6, 9, 8, 5, 10, 9, 7, 8, 6];
  s.forEach((student, i) => b.grade(participation, student, participationScores[i]));

  return {
    columns: {
      researchEssay,
      labReport1,
      geneticsProblemSet,
      quiz1,
      labReport2,
      finalProposal,
      midterm,
      participation,
      overall,
    },
    contents: {
      week1,
      labMaterials,
      lab1Folder,
      labReport1: labReport1Content,
      quiz1: quiz1Content,
      researchEssay: essayContent,
      lectureVideo,
      welcomeVideo,
      labSafety,
    },
    quiz1AssessmentId,
  };
}

export function addBio101Questions(b: SeedBuilder, course: CourseRec, assessmentId: string): void {
  const q = (title: string, type: string, text: string, points: number, answers?: string[]) =>
    b.question(course, assessmentId, {
      title,
      text,
      points,
      questionHandler: { type, ...(answers ? { answers: b.answers(...answers) } : {}) },
      correctResponseFeedback: '<p>Correct.</p>',
      incorrectResponseFeedback: '<p>Review chapter 4.</p>',
    });
  q('Organelles', 'MultipleChoice', "<p>Which organelle produces most of the cell's ATP?</p>", 2, [
    'Nucleus',
    '*<p>The <strong>mitochondrion</strong></p>',
    'Ribosome',
    'Golgi apparatus',
  ]);
  q('Membranes', 'EitherOr', '<p>True or false: the plasma membrane is a phospholipid bilayer.</p>', 2, [
    '*True',
    'False',
  ]);
  q('Prokaryotes', 'MultipleAnswer', '<p>Select every structure found in prokaryotic cells.</p>', 2, [
    '*Ribosomes',
    '*Cell membrane',
    'Nucleus',
    '*Cell wall',
  ]);
  q('Cell theory', 'FillInTheBlank', '<p>All living things are composed of one or more ____.</p>', 2, ['*cells']);
  q('Explain diffusion', 'Essay', '<p>In two or three sentences, explain facilitated diffusion.</p>', 2);
}
