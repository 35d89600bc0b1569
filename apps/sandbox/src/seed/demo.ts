import { SeedBuilder } from './builder.ts';
import { addBio101, addBio101Questions } from './demo-bio101.ts';
import { addBio101Teaching } from './demo-bio101-teaching.ts';
import { addChem201Teaching } from './demo-chem201-teaching.ts';
import { addHist110Teaching } from './demo-hist110-teaching.ts';
import { addDemoCatalog } from './demo-catalog.ts';
import { addDemoCourses, COURSE_UUIDS } from './demo-courses.ts';
import { addDemoPeople, PERSONA_UUIDS } from './demo-people.ts';
import { addDemoTerms } from './demo-terms.ts';
import { addBio101HurdleCases } from './demo-hurdle.ts';
import { addOtherCourses } from './demo-other-courses.ts';
import { addOverallGrades } from './overall-grade.ts';
import { DAY, HOUR } from './random.ts';
import type { SeedData } from './types.ts';

export interface SeedOptions {
  /** Dates are relative to this instant (ms). Default Date.now(), so "due in 7 days" stays true. */
  now?: number;
}

function buildDemo(now: number) {
  const b = new SeedBuilder(now, 20240901);
  const system = b.dataSource(
    'SYSTEM',
    'Internal data source used for associating records that are created for use by the Bb system.',
  );
  const sis = b.dataSource('SIS_COURSES', 'Student information system course feed');
  const sisUsers = b.dataSource('SIS_USERS', 'Student information system user feed');
  const terms = addDemoTerms(b, sis.id);
  const people = addDemoPeople(b, sisUsers.id);
  const courses = addDemoCourses(b, people, terms, sis, system);
  const bio = addBio101(b, courses.bio101, people.students);
  addBio101Questions(b, courses.bio101, bio.quiz1AssessmentId);
  addOtherCourses(b, courses, people.students);
  addOverallGrades(b);
  const hurdleCases = addBio101HurdleCases(b, bio.columns.overall, people.students);

  const s = people.students;
  const labSet = b.groupSet(courses.bio101, 'Lab Groups');
  const labA = b.group(courses.bio101, 'Lab Group A', s.slice(0, 4), labSet);
  b.group(courses.bio101, 'Lab Group B', s.slice(4, 8), labSet);
  b.group(courses.bio101, 'Lab Group C', s.slice(8, 12), labSet);
  const hurdle = [
    b.notation(courses.bio101, '1xx', 'Grade Hurdle Adjust to 1'),
    b.notation(courses.bio101, '2xx', 'Grade Hurdle Adjust to 2'),
    b.notation(courses.bio101, '3xx', 'Grade Hurdle Adjust to 3'),
  ];

  const sciences = b.category('SCI', 'Sciences', system.id);
  const humanities = b.category('HUM', 'Humanities', system.id);
  const mathematics = b.category('MATH', 'Mathematics and Computing', system.id);
  b.categorize(sciences, courses.bio101);
  b.categorize(sciences, courses.chem201);
  b.categorize(humanities, courses.hist110);
  b.categorize(humanities, courses.eng220);
  const catalog = addDemoCatalog(b, { system, sciences });

  b.event({
    type: 'Course',
    calendarId: courses.bio101.id,
    calendarName: courses.bio101.name,
    title: 'Lab orientation',
    description: 'Meet in Science Building room 204.',
    location: 'SCI 204',
    start: b.at(1 * DAY + 2 * HOUR),
    end: b.at(1 * DAY + 3 * HOUR),
  });
  b.event({
    type: 'OfficeHours',
    calendarId: courses.bio101.id,
    calendarName: courses.bio101.name,
    title: 'Dr. Ellis office hours',
    location: 'SCI 310',
    start: b.at(3 * DAY),
    end: b.at(3 * DAY + 2 * HOUR),
    createdByUserId: people.instructors[0]!.id,
  });
  b.event({
    type: 'Personal',
    calendarId: s[0]!.id,
    calendarName: 'Personal',
    title: 'Study group',
    start: b.at(2 * DAY),
    end: b.at(2 * DAY + HOUR),
    createdByUserId: s[0]!.id,
  });
  b.event({
    type: 'Institution',
    calendarId: 'INSTITUTION',
    calendarName: 'Institution',
    title: 'Library extended hours begin',
    start: b.at(4 * DAY),
    end: b.at(4 * DAY + HOUR),
  });

  // Last, so every id seeded above stays what it was before the teaching content existed.
  const teaching = addBio101Teaching(b, courses.bio101, bio);
  const chem201 = addChem201Teaching(b, courses);
  const hist110 = addHist110Teaching(b, courses);

  b.data.launchCourseIds = [courses.bio101.id, courses.chem201.id, courses.hist110.id, courses.math150.id];
  const user = (u: { id: string; uuid: string; userName: string }) => ({
    id: u.id,
    uuid: u.uuid,
    userName: u.userName,
  });
  const course = (c: { id: string; uuid: string; courseId: string }) => ({
    id: c.id,
    uuid: c.uuid,
    courseId: c.courseId,
  });
  const ids = <T extends Record<string, { id: string }>>(o: T) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v.id])) as { [K in keyof T]: string };
  const refs = {
    users: {
      student: user(s[0]!),
      student2: user(s[1]!),
      instructor: user(people.instructors[0]!),
      instructor2: user(people.instructors[1]!),
      instructor3: user(people.instructors[2]!),
      admin: user(people.admin),
      /** Every student, in seed order (index 0 is the `student` persona). */
      students: s.map(user),
    },
    courses: {
      bio101: course(courses.bio101),
      chem201: course(courses.chem201),
      hist110: course(courses.hist110),
      math150: course(courses.math150),
      eng220: course(courses.eng220),
      cs105: course(courses.cs105),
    },
    terms: { previous: terms.previous.id, current: terms.current.id, next: terms.next.id },
    dataSources: {
      system: { id: system.id, externalId: system.externalId },
      sisCourses: { id: sis.id, externalId: sis.externalId },
      sisUsers: { id: sisUsers.id, externalId: sisUsers.externalId },
      sisOrgs: { id: catalog.sisOrgs.id, externalId: catalog.sisOrgs.externalId },
    },
    categories: {
      sciences: { id: sciences.id, categoryId: sciences.categoryId },
      humanities: { id: humanities.id, categoryId: humanities.categoryId },
      mathematics: { id: mathematics.id, categoryId: mathematics.categoryId },
      labSciences: { id: catalog.labSciences.id, categoryId: catalog.labSciences.categoryId },
      staffDevelopment: { id: catalog.staffDevelopment.id, categoryId: catalog.staffDevelopment.categoryId },
      archive: { id: catalog.archive.id, categoryId: catalog.archive.categoryId },
      clubs: { id: catalog.clubs.id, categoryId: catalog.clubs.categoryId },
    },
    bio101: {
      columns: ids(bio.columns),
      contents: { ...ids(bio.contents), ...ids(teaching) },
      quiz1AssessmentId: bio.quiz1AssessmentId,
      groups: { labSet: labSet.id, labA: labA.id },
      gradeNotations: hurdle.map((n) => ({ id: n.id, code: n.code })),
      /** Students whose Overall Grade shows each Grade Hurdle case (seed/demo-hurdle.ts). */
      hurdle: hurdleCases,
    },
    /** Course-assistant teaching content (seed/demo-chem201-teaching.ts, seed/demo-hist110-teaching.ts). */
    chem201: { contents: ids(chem201) },
    hist110: { contents: ids(hist110) },
  };
  return { data: b.data, refs };
}

/** The demo institution (about 12 students, 3 instructors, 1 admin, 6 courses). */
export function seedDemo(options: SeedOptions = {}): SeedData {
  return buildDemo(options.now ?? Date.now()).data;
}

/**
 * Ids of the demo records, for tests, stories and docs. Ids and uuids never depend on `now`,
 * only dates do, so one build at load time describes every later seedDemo().
 */
export const DEMO = { ...buildDemo(0).refs, personaUuids: PERSONA_UUIDS, courseUuids: COURSE_UUIDS };
export type DemoRefs = typeof DEMO;
