import { describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demo.ts';
import { NOW, setup } from './helpers.ts';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const bio = DEMO.courses.bio101.id;

describe('calendar items', () => {
  it("lists the caller's gradebook items due in a since/until window, with and without descriptions", async () => {
    const { call } = setup();
    const res = await call(
      'student',
      `v1/calendars/items?type=GradebookColumn&since=${iso(NOW)}&until=${iso(NOW + 7 * DAY)}`,
    );
    const titles = res.json.results.map((i: { title: string }) => i.title);
    expect(titles).toEqual([
      'Lab Report 2',
      'Genetics Problem Set',
      'Problem Set 3',
      'Quiz 1: Cell Biology',
      'Primary Source Analysis',
    ]);
    const lab2 = res.json.results[0];
    expect(lab2).toMatchObject({
      id: DEMO.bio101.columns.labReport2,
      type: 'GradebookColumn',
      calendarId: bio,
      calendarName: 'BIO101 Introduction to Biology',
    });
    expect(lab2).not.toHaveProperty('description');
    expect(res.json.results[1].description).toBe('<p>Punnett squares and pedigree analysis. Show your working.</p>');
  });

  it('accepts the legacy start/end window and excludes unavailable courses and memberships', async () => {
    const { call } = setup();
    const res = await call(
      'student',
      `v1/calendars/items?start=${iso(NOW)}&end=${iso(NOW + 7 * DAY)}&type=GradebookColumn&fields=title`,
    );
    const titles = res.json.results.map((i: { title: string }) => i.title);
    expect(titles).not.toContain('Homework 1'); // MATH150 is unavailable
    expect(titles).not.toContain('Short Story Draft'); // Ava's ENG220 membership is unavailable
    expect(titles).not.toContain('Final Project Proposal'); // due in 9 days
    const liam = await call(
      'student2',
      `v1/calendars/items?start=${iso(NOW)}&end=${iso(NOW + 7 * DAY)}&type=GradebookColumn&fields=title`,
    );
    expect(liam.json.results.map((i: { title: string }) => i.title)).toEqual([
      'Lab Report 2',
      'Genetics Problem Set',
      'Problem Set 3',
      'Quiz 1: Cell Biology',
      'Primary Source Analysis',
    ]);
  });

  it('returns other item types unless filtered, and rejects windows over 16 weeks', async () => {
    const { call } = setup();
    const all = await call('student', 'v1/calendars/items?fields=type,title');
    expect(all.json.results.map((i: { type: string }) => i.type)).toEqual(
      expect.arrayContaining(['Course', 'Personal', 'Institution', 'GradebookColumn']),
    );
    const wide = await call('student', `v1/calendars/items?since=${iso(NOW)}&until=${iso(NOW + 120 * DAY)}`);
    expect(wide.json).toEqual({ status: 400, message: 'The maximum timespan between since and until is 16 weeks' });
  });
});

describe('content, attempts and questions', () => {
  it('walks the tree with parentId and children, and lists everything with recursive=true', async () => {
    const { call } = setup();
    const top = await call('student', `v1/courses/${bio}/contents?parentId=ROOT&fields=title`);
    expect(top.json.results.map((r: { title: string }) => r.title)).toEqual([
      'Week 1: The Cell',
      'Week 2: Genetics',
      'Research Essay',
      'Final Project Proposal',
      'Syllabus',
      'Course welcome video',
    ]);
    const lab = await call(
      'student',
      `v1/courses/${bio}/contents/${DEMO.bio101.contents.lab1Folder}/children?fields=title,contentHandler`,
    );
    expect(lab.json.results).toEqual([
      { title: 'Lab safety sheet', contentHandler: { id: 'resource/x-bb-document' } },
      {
        title: 'Lab Report 1',
        contentHandler: { id: 'resource/x-bb-assignment', gradeColumnId: DEMO.bio101.columns.labReport1 },
      },
    ]);
    const viaParent = await call(
      'student',
      `v1/courses/${bio}/contents?parentId=${DEMO.bio101.contents.lab1Folder}&fields=title`,
    );
    expect(viaParent.json.results).toEqual([{ title: 'Lab safety sheet' }, { title: 'Lab Report 1' }]);
    const all = await call(
      'instructor',
      `v1/courses/uuid:${DEMO.courses.bio101.uuid}/contents?recursive=true&limit=100&fields=id`,
    );
    expect(all.json.results).toHaveLength(22); // instructors also see the hidden and not-yet-released items
    const links = await call(
      'instructor',
      `v1/courses/${bio}/contents?recursive=true&contentHandler=resource/x-bb-externallink&fields=contentHandler.url`,
    );
    expect(links.json.results.map((r: { contentHandler: { url: string } }) => r.contentHandler.url)).toEqual([
      'https://virtual.microscope.example.org/lab',
      'https://www.khanacademy.org/science/biology/classical-genetics',
      'https://www.youtube.com/watch?v=8IlzKri08kk',
    ]);
  });

  it('serves test instructions through the private content detail path', async () => {
    const { call } = setup();
    const res = await call('student', `/learn/api/v1/courses/${bio}/contents/${DEMO.bio101.contents.quiz1}`);
    expect(res.json.contentDetail['resource/x-bb-asmt-test-link'].test.assessment.instructions.rawText).toContain(
      'Answer all five questions.',
    );
  });

  it('lists assessment questions for instructors', async () => {
    const { call } = setup();
    const path = `v1/courses/${bio}/assessments/${DEMO.bio101.quiz1AssessmentId}/questions?fields=title,questionHandler.type`;
    const res = await call('instructor', path);
    expect(res.json.results.map((q: { questionHandler: { type: string } }) => q.questionHandler.type)).toEqual([
      'MultipleChoice',
      'EitherOr',
      'MultipleAnswer',
      'FillInTheBlank',
      'Essay',
    ]);
    expect((await call('student', path)).status).toBe(403);
  });

  it('lists attempts (v2 with attemptDate) and lets a student read only their own', async () => {
    const { call } = setup();
    const col = DEMO.bio101.columns.researchEssay;
    const all = await call(
      'instructor',
      `v2/courses/${bio}/gradebook/columns/${col}/attempts?fields=userId,attemptDate,status`,
    );
    expect(all.json.results).toHaveLength(11);
    expect(all.json.results[1]).toEqual({
      userId: DEMO.users.student2.id,
      attemptDate: iso(NOW - 10 * DAY + 3_600_000),
      status: 'Completed',
    });
    const v1 = await call('instructor', `v1/courses/${bio}/gradebook/columns/${col}/attempts?limit=1`);
    expect(v1.json.results[0]).not.toHaveProperty('attemptDate');
    expect((await call('student', `v2/courses/${bio}/gradebook/columns/${col}/attempts`)).status).toBe(403);
    const own = await call(
      'student',
      `v2/courses/${bio}/gradebook/columns/${col}/attempts?userId=${DEMO.users.student.id}&fields=userId,displayGrade`,
    );
    expect(own.json.results).toEqual([
      { userId: DEMO.users.student.id, displayGrade: { scaleType: 'Score', score: 94, text: '94' } },
    ]);
  });

  it('lists groups and group members', async () => {
    const { call } = setup();
    const groups = await call('student', `v1/courses/${bio}/groups?fields=name,isGroupSet`);
    expect(groups.json.results).toEqual([
      { name: 'Lab Groups', isGroupSet: true },
      { name: 'Lab Group A', isGroupSet: false },
      { name: 'Lab Group B', isGroupSet: false },
      { name: 'Lab Group C', isGroupSet: false },
    ]);
    const members = await call('instructor', `v1/courses/${bio}/groups/${DEMO.bio101.groups.labA}/users?expand=user`);
    expect(members.json.results.map((m: { userId: string }) => m.userId)).toEqual(
      DEMO.users.students.slice(0, 4).map((s) => s.id),
    );
    expect(members.json.results[0].user).toEqual({ id: DEMO.users.student.id, uuid: DEMO.users.student.uuid });
  });
});
