import { SeedBuilder } from './builder.ts';
import { addLargeCatalog } from './large-catalog.ts';
import { FAMILY_NAMES, GIVEN_NAMES, SUBJECTS, COURSE_TOPICS } from './names.ts';
import { overallPercent, sevenPointCode } from './overall-grade.ts';
import { createRng, hashString, iso, DAY, HOUR } from './random.ts';
import type { AttemptRec, ColumnRec, ContentHandlerRec, ContentRec, GradeRec, SeedData } from './types.ts';

export interface LargeSeedOptions {
  now?: number;
  students?: number;
  courses?: number;
  columnsPerCourse?: number;
  /** Content items in the whole institution (folders included), spread evenly over the courses. */
  contentItems?: number;
  /** Courses each student is enrolled in. */
  coursesPerStudent?: number;
  /**
   * Adds the Grade Hurdle benchmark course `HURDLE-{n}` with this many students (the first n),
   * taught by the `instructor` persona: a Final Exam test and a Lab Report with scored attempts,
   * the 7-point Overall Grade (every 40th student's overridden, some without one) and the
   * 1xx/2xx/3xx notations. Off by default, so the other data sets keep their ids and counts.
   */
  hurdleStudents?: number;
}

const HANDLERS: ContentHandlerRec[] = [
  { id: 'resource/x-bb-document' },
  { id: 'resource/x-bb-assignment' },
  { id: 'resource/x-bb-externallink', url: 'https://www.example.org/reading' },
  { id: 'resource/x-bb-asmt-test-link' },
  { id: 'resource/x-bb-file', file: { fileName: 'lecture.mp4', mimeType: 'video/mp4' } },
];

/**
 * A big institution for benchmarks and paging: by default 2,000 students, 40 courses with
 * 50 columns each and 2,000 content items. Grades and attempts of a column are created the
 * first time something reads that column (deterministically, whatever the order of reads).
 */
export function seedLarge(options: LargeSeedOptions = {}): SeedData {
  const now = options.now ?? Date.now();
  const nStudents = options.students ?? 2000;
  const nCourses = options.courses ?? 40;
  const nColumns = options.columnsPerCourse ?? 50;
  const nContent = options.contentItems ?? 2000;
  const perStudent = Math.min(options.coursesPerStudent ?? 5, nCourses);
  if ([nStudents, nCourses, nColumns, nContent].some((n) => !Number.isInteger(n) || n < 1)) {
    throw new Error('seedLarge: students, courses, columnsPerCourse and contentItems must be positive integers');
  }
  const nHurdle = options.hurdleStudents ?? 0;
  if (!Number.isInteger(nHurdle) || nHurdle < 0 || nHurdle > nStudents) {
    throw new Error('seedLarge: hurdleStudents must be a whole number from 0 to students');
  }
  const b = new SeedBuilder(now, 777);
  const system = b.dataSource('SYSTEM', 'Internal data source');
  const sis = b.dataSource('SIS_COURSES', 'Student information system course feed');
  const term = b.term('CURRENT', 'Current Term', -60 * DAY, 60 * DAY, sis.id);

  const name = (i: number) => ({
    given: GIVEN_NAMES[i % GIVEN_NAMES.length]!,
    family: FAMILY_NAMES[Math.floor(i / GIVEN_NAMES.length) % FAMILY_NAMES.length]!,
  });
  const students = Array.from({ length: nStudents }, (_, i) => {
    const n = name(i);
    const phone =
      i % 3 === 0
        ? undefined
        : i % 3 === 1
          ? `555${String(1000000 + i).slice(-7)}`
          : `555-${String(100 + (i % 900))}-${String(1000 + (i % 9000))}`;
    return b.user({
      ...n,
      userName: `student${i + 1}`,
      studentId: `L${String(i + 1).padStart(7, '0')}`,
      dataSourceId: sis.id,
      ...(phone ? { mobilePhone: phone } : {}),
    });
  });
  const nInstructors = Math.max(1, Math.ceil(nCourses / 2));
  const instructors = Array.from({ length: nInstructors }, (_, i) => {
    const n = name(i + 7);
    return b.user({
      ...n,
      title: 'Dr.',
      userName: `instructor${i + 1}`,
      dataSourceId: sis.id,
      institutionRoleIds: ['FACULTY'],
    });
  });
  const admin = b.user({
    given: 'Sam',
    family: 'Carter',
    userName: 'admin',
    dataSourceId: system.id,
    systemRoleIds: ['SystemAdmin'],
    institutionRoleIds: ['STAFF', 'LATE_PENALTY_ADMIN', 'GRADE_HURDLE_ADMIN', 'ID_USER', 'ATHLETICS_ADMIN'],
  });
  b.data.personas = {
    student: students[0]!.id,
    student2: students[Math.min(1, nStudents - 1)]!.id,
    instructor: instructors[0]!.id,
    admin: admin.id,
  };

  const courses = Array.from({ length: nCourses }, (_, i) => {
    const [code, subject] = SUBJECTS[i % SUBJECTS.length]!;
    const level = 100 + Math.floor(i / SUBJECTS.length) * 100 + (i % 3) * 10 + 1;
    return b.course({
      courseId: `${code}${level}-L${i + 1}`,
      name: `${code}${level} ${COURSE_TOPICS[i % COURSE_TOPICS.length]} ${subject}`,
      description: `Large data set course ${i + 1}.`,
      ultra: i % 2 === 0,
      available: i % 10 === 9 ? 'No' : 'Yes',
      termId: term.id,
      dataSourceId: sis.id,
    });
  });
  courses.forEach((course, i) => b.enroll(instructors[i % nInstructors]!, course, 'Instructor'));
  addLargeCatalog(b, system, courses);
  const rosters = new Map<string, number[]>(courses.map((c) => [c.id, []]));
  students.forEach((student, i) => {
    for (let j = 0; j < perStudent; j += 1) {
      const course = courses[(i + j * Math.max(1, Math.floor(nCourses / perStudent))) % nCourses]!;
      const roster = rosters.get(course.id)!;
      if (roster.includes(i)) continue;
      roster.push(i);
      b.enroll(student, course, 'Student');
    }
  });

  courses.forEach((course, ci) => {
    const count = Math.floor(nContent / nCourses) + (ci < nContent % nCourses ? 1 : 0);
    let top: ContentRec | undefined;
    let nested: ContentRec | undefined;
    const assignments: ContentRec[] = [];
    for (let i = 0; i < count; i += 1) {
      if (i % 20 === 0) {
        top = b.content(course, undefined, { title: `Module ${i / 20 + 1}`, handler: { id: 'resource/x-bb-folder' } });
        nested = undefined;
      } else if (i % 20 === 10) {
        nested = b.content(course, top, {
          title: `Module ${Math.floor(i / 20) + 1} resources`,
          handler: { id: 'resource/x-bb-folder' },
        });
      } else {
        const handler = { ...HANDLERS[i % HANDLERS.length]! };
        if (handler.id === 'resource/x-bb-asmt-test-link') handler.assessmentId = b.nextId('assessment');
        const item = b.content(course, nested ?? top, {
          title: `Item ${i + 1}`,
          handler,
          body: '<p>Generated content.</p>',
        });
        if (handler.id === 'resource/x-bb-assignment') assignments.push(item);
      }
    }
    for (let k = 0; k < nColumns - 1; k += 1) {
      const linked = assignments[k];
      b.column(course, {
        name: linked ? linked.title : `Assessment ${k + 1}`,
        possible: 10 * (1 + (k % 10)),
        due: now + (k - Math.floor(nColumns / 2)) * DAY + (k % 5) * HOUR,
        ...(linked ? { contentId: linked.id } : {}),
        description: k % 4 === 0 ? undefined : `<p>Task ${k + 1}.</p>`,
      });
    }
    b.column(course, { name: 'Overall Grade', possible: 100, type: 'Calculated', externalGrade: true });
  });

  const hurdleCourseIds = new Set<string>();
  if (nHurdle > 0) {
    const course = b.course({
      courseId: `HURDLE-${nHurdle}`,
      name: `HURDLE${nHurdle} Grade Hurdle benchmark course`,
      description: 'Grade Hurdle benchmark course.',
      ultra: true,
      available: 'Yes',
      termId: term.id,
      dataSourceId: sis.id,
    });
    hurdleCourseIds.add(course.id);
    b.enroll(instructors[0]!, course, 'Instructor');
    const roster = Array.from({ length: nHurdle }, (_, i) => i);
    roster.forEach((i) => b.enroll(students[i]!, course, 'Student'));
    rosters.set(course.id, roster);
    const exam = b.content(course, undefined, {
      title: 'Final Exam',
      handler: { id: 'resource/x-bb-asmt-test-link', assessmentId: b.nextId('assessment') },
    });
    const lab = b.content(course, undefined, { title: 'Lab Report', handler: { id: 'resource/x-bb-assignment' } });
    b.column(course, { name: 'Final Exam', possible: 100, due: now - 5 * DAY, contentId: exam.id });
    b.column(course, { name: 'Lab Report', possible: 20, due: now - 10 * DAY, contentId: lab.id });
    b.column(course, { name: 'Overall Grade', possible: 100, type: 'Calculated', externalGrade: true });
    for (const n of [1, 2, 3]) b.notation(course, `${n}xx`, `Grade Hurdle Adjust to ${n}`);
  }

  const columnIndex = new Map(b.data.columns.map((c, i) => [c.id, i]));
  const studentIds = students.map((s) => s.id);
  const byCourse = new Map<string, ColumnRec[]>();
  for (const c of b.data.columns) byCourse.set(c.courseId, [...(byCourse.get(c.courseId) ?? []), c]);

  const synthesize = (column: ColumnRec): { grades: GradeRec[]; attempts: AttemptRec[] } => {
    const roster = rosters.get(column.courseId) ?? [];
    const grades: GradeRec[] = [];
    const attempts: AttemptRec[] = [];
    if (column.externalGrade) {
      const others = (byCourse.get(column.courseId) ?? []).filter((c) => !c.externalGrade);
      const otherGrades = others.flatMap((c) => synthesize(c).grades);
      for (const si of roster) {
        const percent = overallPercent(others, otherGrades, studentIds[si]!);
        if (percent !== undefined)
          grades.push({
            userId: studentIds[si]!,
            columnId: column.id,
            status: 'Graded',
            score: percent,
            text: sevenPointCode(percent),
            exempt: false,
            changeIndex: 1,
            ...(hurdleCourseIds.has(column.courseId) && si % 40 === 39 ? { overridden: iso(now - DAY) } : {}),
          });
      }
      return { grades, attempts };
    }
    const due = column.grading.due ? Date.parse(column.grading.due) : now;
    roster.forEach((si, slot) => {
      const userId = studentIds[si]!;
      const rng = createRng(hashString(`${column.id}|${userId}`));
      if (due > now || !rng.chance(0.85)) return;
      const late = rng.chance(0.2);
      const attemptDate = due + (late ? rng.int(1, 120) * HOUR : -rng.int(1, 72) * HOUR);
      const score = Math.round(column.score.possible * (0.4 + rng.next() * 0.6) * 10) / 10;
      if (column.contentId) {
        attempts.push({
          columnId: column.id,
          id: SeedBuilder.fixedId('attempt', columnIndex.get(column.id)! * 5000 + slot),
          userId,
          status: 'Completed',
          score,
          text: String(score),
          exempt: false,
          created: iso(attemptDate - HOUR),
          attemptDate: iso(attemptDate),
          modified: iso(attemptDate),
        });
      }
      grades.push({
        userId,
        columnId: column.id,
        status: 'Graded',
        score,
        text: String(score),
        exempt: false,
        changeIndex: 1,
      });
    });
    return { grades, attempts };
  };
  b.data.materialize = synthesize;
  b.data.launchCourseIds = courses
    .filter((c) => c.availability.available === 'Yes')
    .slice(0, 4)
    .map((c) => c.id);
  return b.data;
}
