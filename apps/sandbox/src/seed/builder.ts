import { createRng, iso, pk, DAY, type Rng } from './random.ts';
import type {
  AttemptRec,
  CalendarItemRec,
  CategoryRec,
  ColumnRec,
  ContentHandlerRec,
  ContentRec,
  CourseRec,
  CourseRoleId,
  AnswerRec,
  DataSourceRec,
  GradeRec,
  GroupRec,
  MembershipRec,
  NotationRec,
  QuestionRec,
  SeedData,
  TermRec,
  UserRec,
} from './types.ts';

/** Each kind of record numbers its ids from its own base, so an id of the wrong kind never resolves by accident. */
const ID_BASE = {
  dataSource: 2,
  term: 10,
  category: 50,
  course: 300,
  group: 400,
  notation: 700,
  calendar: 900,
  rubric: 950,
  assessment: 980,
  user: 1000,
  content: 5000,
  column: 8000,
  membership: 20000,
  question: 60000,
  attempt: 100000,
  attachment: 300000,
  answer: 400000,
} as const;
type Kind = keyof typeof ID_BASE;

/** First id minted at run time: above anything a seed (even a lazily materialised one) uses. */
export const RUNTIME_ID_START = 50_000_000;

export interface UserInput {
  given: string;
  family: string;
  userName: string;
  uuid?: string;
  title?: string;
  institutionRoleIds?: string[];
  systemRoleIds?: string[];
  studentId?: string;
  mobilePhone?: string;
  email?: string | null;
  job?: UserRec['job'];
  dataSourceId: string;
}

export interface ColumnInput {
  name: string;
  possible: number;
  due?: number;
  description?: string;
  contentId?: string;
  type?: ColumnRec['grading']['type'];
  externalGrade?: boolean;
  available?: 'Yes' | 'No';
  eventType?: string;
  externalId?: string;
}

export class SeedBuilder {
  readonly rng: Rng;
  readonly data: SeedData;
  private readonly counters = new Map<Kind, number>();

  constructor(
    readonly now: number,
    seed: number,
  ) {
    this.rng = createRng(seed);
    this.data = {
      now,
      users: [],
      courses: [],
      memberships: [],
      terms: [],
      dataSources: [],
      categories: [],
      categoryCourses: [],
      groups: [],
      contents: [],
      columns: [],
      grades: [],
      attempts: [],
      notations: [],
      questions: [],
      rubrics: [],
      calendarItems: [],
      personas: {},
      launchCourseIds: [],
      nextId: RUNTIME_ID_START,
    };
  }

  nextId(kind: Kind): string {
    const n = this.counters.get(kind) ?? ID_BASE[kind];
    this.counters.set(kind, n + 1);
    return pk(n);
  }

  /** Ids for lazily created records must not depend on the order they are asked for. */
  static fixedId(kind: Kind, offset: number): string {
    return pk(ID_BASE[kind] + offset);
  }

  at(offsetMs: number): string {
    return iso(this.now + offsetMs);
  }

  dataSource(externalId: string, description: string): DataSourceRec {
    const rec = { id: this.nextId('dataSource'), externalId, description };
    this.data.dataSources.push(rec);
    return rec;
  }

  term(externalId: string, name: string, startOffset: number, endOffset: number, dataSourceId: string): TermRec {
    const rec: TermRec = {
      id: this.nextId('term'),
      externalId,
      dataSourceId,
      name,
      description: `<p>${name}</p>`,
      availability: {
        available: 'Yes',
        duration: { type: 'DateRange', start: this.at(startOffset), end: this.at(endOffset) },
      },
    };
    this.data.terms.push(rec);
    return rec;
  }

  user(input: UserInput): UserRec {
    const created = this.at(-this.rng.int(200, 900) * DAY);
    const rec: UserRec = {
      id: this.nextId('user'),
      uuid: input.uuid ?? this.rng.uuid(),
      externalId: input.userName,
      dataSourceId: input.dataSourceId,
      userName: input.userName,
      ...(input.studentId ? { studentId: input.studentId } : {}),
      educationLevel: input.studentId ? 'Sophomore' : 'Unknown',
      gender: 'Unknown',
      created,
      modified: created,
      lastLogin: this.at(-this.rng.int(1, 72) * 3_600_000),
      institutionRoleIds: input.institutionRoleIds ?? ['STUDENT'],
      systemRoleIds: input.systemRoleIds ?? ['User'],
      availability: { available: 'Yes' },
      name: {
        given: input.given,
        family: input.family,
        ...(input.title ? { title: input.title } : {}),
        preferredDisplayName: 'GivenName',
      },
      ...(input.job ? { job: input.job } : {}),
      contact: {
        ...(input.email === null ? {} : { email: input.email ?? `${input.userName}@example.edu` }),
        ...(input.email === null ? {} : { institutionEmail: `${input.userName}@example.edu` }),
        ...(input.mobilePhone ? { mobilePhone: input.mobilePhone } : {}),
      },
      locale: { id: 'en_US', calendar: 'Gregorian', firstDayOfWeek: '0' },
    };
    this.data.users.push(rec);
    return rec;
  }

  course(input: {
    courseId: string;
    name: string;
    description: string;
    ultra: boolean;
    uuid?: string;
    available: CourseRec['availability']['available'];
    termId: string;
    dataSourceId: string;
  }): CourseRec {
    const created = this.at(-this.rng.int(60, 400) * DAY);
    const rec: CourseRec = {
      id: this.nextId('course'),
      uuid: input.uuid ?? this.rng.uuid(),
      externalId: input.courseId,
      dataSourceId: input.dataSourceId,
      courseId: input.courseId,
      name: input.name,
      description: input.description,
      created,
      modified: created,
      organization: false,
      ultraStatus: input.ultra ? 'Ultra' : 'Classic',
      allowGuests: false,
      allowObservers: false,
      closedComplete: false,
      termId: input.termId,
      availability: { available: input.available, duration: { type: 'Continuous' } },
      enrollment: { type: 'InstructorLed' },
      locale: { force: false },
      hasChildren: false,
    };
    this.data.courses.push(rec);
    return rec;
  }

  enroll(user: UserRec, course: CourseRec, courseRoleId: CourseRoleId, available: 'Yes' | 'No' = 'Yes'): MembershipRec {
    const created = this.at(-this.rng.int(20, 120) * DAY);
    const rec: MembershipRec = {
      id: this.nextId('membership'),
      userId: user.id,
      courseId: course.id,
      dataSourceId: course.dataSourceId,
      created,
      modified: created,
      availability: { available },
      courseRoleId,
      lastAccessed: this.at(-this.rng.int(1, 96) * 3_600_000),
    };
    this.data.memberships.push(rec);
    return rec;
  }

  category(categoryId: string, title: string, dataSourceId: string): CategoryRec {
    const rec: CategoryRec = {
      id: this.nextId('category'),
      dataSourceId,
      categoryId,
      title,
      description: `Courses in ${title}`,
      type: 'Course',
      frontPage: true,
      available: true,
      restricted: false,
      institutionRoleIds: [],
      created: this.at(-500 * DAY),
    };
    this.data.categories.push(rec);
    return rec;
  }

  categorize(category: CategoryRec, course: CourseRec): void {
    this.data.categoryCourses.push({ categoryId: category.id, courseId: course.id, created: this.at(-100 * DAY) });
  }

  group(course: CourseRec, name: string, members: UserRec[], parent?: GroupRec): GroupRec {
    const rec: GroupRec = {
      courseId: course.id,
      id: this.nextId('group'),
      uuid: this.rng.uuid(),
      externalId: `${course.courseId}-${name.replace(/\W+/g, '-').toLowerCase()}`,
      ...(parent ? { parentId: parent.id } : {}),
      name,
      description: `<p>${name}</p>`,
      isGroupSet: false,
      availability: { available: 'Yes' },
      enrollment: { type: 'InstructorOnly' },
      memberIds: members.map((m) => m.id),
    };
    this.data.groups.push(rec);
    return rec;
  }

  groupSet(course: CourseRec, name: string): GroupRec {
    const set = this.group(course, name, []);
    set.isGroupSet = true;
    return set;
  }

  content(
    course: CourseRec,
    parent: ContentRec | undefined,
    input: {
      title: string;
      handler: ContentHandlerRec;
      body?: string;
      available?: 'Yes' | 'No';
      instructions?: string;
      description?: string;
    },
  ): ContentRec {
    const siblings = this.data.contents.filter((c) => c.courseId === course.id && c.parentId === parent?.id);
    const created = this.at(-this.rng.int(10, 90) * DAY);
    const rec: ContentRec = {
      courseId: course.id,
      id: this.nextId('content'),
      ...(parent ? { parentId: parent.id } : {}),
      title: input.title,
      ...(input.body ? { body: input.body } : {}),
      ...(input.description ? { description: input.description } : {}),
      created,
      modified: created,
      position: siblings.length,
      hasChildren: input.handler.id === 'resource/x-bb-folder',
      hasGradebookColumns: false,
      hasAssociatedGroups: false,
      launchInNewWindow: input.handler.id === 'resource/x-bb-externallink',
      reviewable: false,
      availability: {
        available: input.available ?? 'Yes',
        allowGuests: true,
        allowObservers: true,
        adaptiveRelease: {},
      },
      contentHandler: input.handler,
      ...(input.instructions ? { instructions: input.instructions } : {}),
    };
    this.data.contents.push(rec);
    return rec;
  }

  column(course: CourseRec, input: ColumnInput): ColumnRec {
    const created = this.at(-this.rng.int(30, 80) * DAY);
    const id = this.nextId('column');
    const rec: ColumnRec = {
      courseId: course.id,
      id,
      externalId: input.externalId ?? `${course.courseId}-${id}`,
      name: input.name,
      displayName: input.name,
      ...(input.description ? { description: input.description } : {}),
      externalGrade: input.externalGrade ?? false,
      created,
      modified: created,
      ...(input.contentId ? { contentId: input.contentId } : {}),
      score: { possible: input.possible },
      availability: { available: input.available ?? 'Yes' },
      grading: {
        type: input.type ?? (input.contentId ? 'Attempts' : 'Manual'),
        ...(input.due !== undefined ? { due: iso(input.due) } : {}),
        ...(input.contentId ? { attemptsAllowed: 1, scoringModel: 'Last' as const } : {}),
        schemaId: input.externalGrade ? 'schema-seven-point' : 'schema-score',
        anonymousGrading: { type: 'None' },
      },
      includeInCalculations: !input.externalGrade,
      showStatisticsToStudents: false,
      ...(input.eventType ? { eventType: input.eventType } : {}),
    };
    if (input.contentId) {
      const content = this.data.contents.find((c) => c.id === input.contentId);
      if (content) {
        content.hasGradebookColumns = true;
        content.contentHandler.gradeColumnId = id;
      }
    }
    this.data.columns.push(rec);
    return rec;
  }

  grade(column: ColumnRec, user: UserRec, score: number | undefined, extra: Partial<GradeRec> = {}): GradeRec {
    const rec: GradeRec = {
      userId: user.id,
      columnId: column.id,
      status: score === undefined ? 'NeedsGrading' : 'Graded',
      ...(score === undefined ? {} : { score, text: String(score) }),
      exempt: false,
      changeIndex: this.data.grades.length + 1,
      firstRelevantDate: this.at(-5 * DAY),
      lastRelevantDate: this.at(-2 * DAY),
      ...extra,
    };
    this.data.grades.push(rec);
    return rec;
  }

  attempt(
    column: ColumnRec,
    user: UserRec,
    attemptDateMs: number,
    score?: number,
    extra: Partial<AttemptRec> = {},
  ): AttemptRec {
    const rec: AttemptRec = {
      columnId: column.id,
      id: this.nextId('attempt'),
      userId: user.id,
      status: score === undefined ? 'NeedsGrading' : 'Completed',
      ...(score === undefined ? {} : { score, text: String(score) }),
      studentSubmission: `<p>Submission by ${user.name.given} ${user.name.family}.</p>`,
      exempt: false,
      created: iso(attemptDateMs - 20 * 60_000),
      attemptDate: iso(attemptDateMs),
      modified: iso(attemptDateMs),
      ...extra,
    };
    this.data.attempts.push(rec);
    return rec;
  }

  notation(course: CourseRec, code: string, description: string): NotationRec {
    const rec = { courseId: course.id, id: this.nextId('notation'), code, description };
    this.data.notations.push(rec);
    return rec;
  }

  /** Answers for a question: `*` before a text marks a correct one. */
  answers(...texts: string[]): AnswerRec[] {
    return texts.map((t) => ({ id: this.nextId('answer'), text: t.replace(/^\*/, ''), correct: t.startsWith('*') }));
  }

  question(
    course: CourseRec,
    assessmentId: string,
    input: Omit<QuestionRec, 'courseId' | 'assessmentId' | 'id' | 'position'>,
  ): QuestionRec {
    const position = this.data.questions.filter((q) => q.assessmentId === assessmentId).length + 1;
    const rec = { courseId: course.id, assessmentId, id: this.nextId('question'), position, ...input };
    this.data.questions.push(rec);
    return rec;
  }

  event(input: Omit<CalendarItemRec, 'id' | 'modified'>): CalendarItemRec {
    const rec = { id: this.nextId('calendar'), modified: this.at(-DAY), ...input };
    this.data.calendarItems.push(rec);
    return rec;
  }
}
