/**
 * The institution the simulator models (every figure a command-line option, `--name value`), the
 * sample it really runs, and how a sample run scales to the institution's day.
 */
export interface Institution {
  students: number;
  courses: number;
  studentsPerCourse: number;
  /** Times a student opens each of MyCourses, Assignments and ReportCard a day. */
  screenOpensPerDay: number;
  /** Questions a student asks the course assistant a week (asked on `daysPerWeek` days). */
  questionsPerWeek: number;
  daysPerWeek: number;
  /** Late penalties and Grade Hurdle run once per assessment: assessments a course has in a term. */
  assessmentsPerCourse: number;
  termDays: number;
  /** Sessions a student's launches of the day are spread over (hours apart, longer than a token lives). */
  sessionsPerDay: number;
}

export interface Sample {
  /** Courses seeded and used (each with its full roster of students). */
  courses: number;
  /** Students seeded: the sample courses' rosters. */
  students: number;
  coursesPerStudent: number;
  itemsPerCourse: number;
  columnsPerCourse: number;
}

export const DEFAULT_INSTITUTION: Institution = {
  students: 20_000,
  courses: 1_500,
  studentsPerCourse: 60,
  screenOpensPerDay: 1,
  questionsPerWeek: 3,
  daysPerWeek: 7,
  assessmentsPerCourse: 10,
  termDays: 84,
  sessionsPerDay: 1,
};

/** `--name 123` from the command line (kebab-case of the field), else the default. */
export function numberArg(argv: readonly string[], name: string, fallback: number): number {
  const flag = `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  const i = argv.indexOf(flag);
  if (i < 0) return fallback;
  const value = Number(argv[i + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${flag} needs a positive number, got ${argv[i + 1]}`);
  return value;
}

export function institutionFrom(argv: readonly string[]): Institution {
  const out = { ...DEFAULT_INSTITUTION };
  for (const key of Object.keys(out) as (keyof Institution)[]) out[key] = numberArg(argv, key, out[key]);
  return out;
}

/**
 * The sample: `courses` courses with their rosters. A student takes `coursesPerStudent` courses (the
 * institution's enrolments per student, rounded), so the sample's students are the rosters' union.
 */
export function sampleFrom(argv: readonly string[], inst: Institution): Sample {
  const courses = Math.round(numberArg(argv, 'sampleCourses', 12));
  const coursesPerStudent = Math.max(1, Math.round((inst.studentsPerCourse * inst.courses) / inst.students));
  return {
    courses,
    coursesPerStudent: Math.min(coursesPerStudent, courses),
    students: Math.round((courses * inst.studentsPerCourse) / Math.min(coursesPerStudent, courses)),
    itemsPerCourse: Math.round(numberArg(argv, 'itemsPerCourse', 60)),
    columnsPerCourse: Math.round(numberArg(argv, 'columnsPerCourse', 12)),
  };
}

/** How often each tool is used in the institution's day (the scale of a sample run's mean). */
export function usesPerDay(inst: Institution): Record<string, number> {
  const screens = inst.students * inst.screenOpensPerDay;
  const runs = (inst.courses * inst.assessmentsPerCourse) / inst.termDays;
  return {
    MyCourses: screens,
    Assignments: screens,
    ReportCard: screens,
    CourseChatWidget: (inst.students * inst.questionsPerWeek) / inst.daysPerWeek,
    LatePenaltyCourseDetails: runs,
    GradeHurdleCourseDetails: runs,
  };
}

/** Questions sample student `index` asks today: `perDay` per student on average, spread evenly over students. */
export function questionsToday(index: number, perDay: number): number {
  return Math.floor((index + 1) * perDay) - Math.floor(index * perDay);
}
