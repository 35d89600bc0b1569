import type { SeedBuilder } from './builder.ts';
import type { DemoPeople } from './demo-people.ts';
import type { DemoTerms } from './demo-terms.ts';
import type { CourseRec, DataSourceRec } from './types.ts';

export const COURSE_UUIDS = {
  bio101: '0b1c2d3e4f5a46b7a8b9c0d1e2f3a101',
  chem201: '1c2d3e4f5a6b47c8b9c0d1e2f3a4b201',
  hist110: '2d3e4f5a6b7c48d9c0d1e2f3a4b5c110',
  math150: '3e4f5a6b7c8d49e0d1e2f3a4b5c6d150',
  eng220: '4f5a6b7c8d9e4af1e2f3a4b5c6d7e220',
  cs105: '5a6b7c8d9e0f4b02f3a4b5c6d7e8f105',
} as const;

export interface DemoCourses {
  bio101: CourseRec;
  chem201: CourseRec;
  hist110: CourseRec;
  math150: CourseRec;
  eng220: CourseRec;
  cs105: CourseRec;
}

/**
 * Six courses: Ultra and Classic, available, unavailable and disabled, over three terms.
 * Rosters are chosen so the personas differ: `student` (Ava) is in most courses, `student2`
 * (Liam) in fewer; Ava's ENG220 membership is unavailable (tools must skip it).
 */
export function addDemoCourses(
  b: SeedBuilder,
  people: DemoPeople,
  terms: DemoTerms,
  sis: DataSourceRec,
  system: DataSourceRec,
): DemoCourses {
  const { students: s, instructors } = people;
  const [ellis, osei, levi] = instructors as [
    (typeof instructors)[0],
    (typeof instructors)[0],
    (typeof instructors)[0],
  ];
  const courses: DemoCourses = {
    bio101: b.course({
      courseId: 'BIO101',
      name: 'BIO101 Introduction to Biology',
      description: 'Cells, genetics, evolution and ecology, with weekly labs.',
      ultra: true,
      uuid: COURSE_UUIDS.bio101,
      available: 'Yes',
      termId: terms.current.id,
      dataSourceId: sis.id,
    }),
    chem201: b.course({
      courseId: 'CHEM201',
      name: 'CHEM201 Organic Chemistry I',
      description: 'Structure, bonding and reactions of organic molecules.',
      ultra: false,
      uuid: COURSE_UUIDS.chem201,
      available: 'Yes',
      termId: terms.current.id,
      dataSourceId: sis.id,
    }),
    hist110: b.course({
      courseId: 'HIST110',
      name: 'HIST110 World History since 1500',
      description: 'Global encounters, empires and revolutions from 1500 to today.',
      ultra: true,
      uuid: COURSE_UUIDS.hist110,
      available: 'Yes',
      termId: terms.current.id,
      dataSourceId: sis.id,
    }),
    math150: b.course({
      courseId: 'MATH150',
      name: 'MATH150 Calculus I',
      description: 'Limits, derivatives and integrals of one variable.',
      ultra: false,
      uuid: COURSE_UUIDS.math150,
      available: 'No',
      termId: terms.current.id,
      dataSourceId: sis.id,
    }),
    eng220: b.course({
      courseId: 'ENG220',
      name: 'ENG220 Creative Writing Workshop',
      description: 'Short fiction and poetry in a workshop setting.',
      ultra: true,
      uuid: COURSE_UUIDS.eng220,
      available: 'Yes',
      termId: terms.previous.id,
      dataSourceId: system.id,
    }),
    cs105: b.course({
      courseId: 'CS105',
      name: 'CS105 Programming Fundamentals',
      description: 'Problem solving with Python.',
      ultra: true,
      uuid: COURSE_UUIDS.cs105,
      available: 'Disabled',
      termId: terms.next.id,
      dataSourceId: system.id,
    }),
  };
  const roster = (course: CourseRec, indexes: number[], unavailable: number[] = []) => {
    for (const i of indexes) b.enroll(s[i]!, course, 'Student', unavailable.includes(i) ? 'No' : 'Yes');
  };
  b.enroll(ellis, courses.bio101, 'Instructor');
  roster(courses.bio101, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  b.enroll(levi, courses.bio101, 'TeachingAssistant');
  b.enroll(osei, courses.chem201, 'Instructor');
  roster(courses.chem201, [0, 1, 2, 4, 5, 7, 8, 11]);
  b.enroll(levi, courses.hist110, 'Instructor');
  roster(courses.hist110, [0, 1, 2, 3, 5, 6, 8, 9, 10, 11]);
  b.enroll(ellis, courses.math150, 'Instructor');
  roster(courses.math150, [0, 1, 4]);
  b.enroll(osei, courses.eng220, 'Instructor');
  roster(courses.eng220, [0, 3, 5, 7], [0]);
  b.enroll(ellis, courses.cs105, 'Instructor');
  return courses;
}
