import type {
  AttemptRec,
  ColumnRec,
  ContentRec,
  CourseRec,
  GradeRec,
  GroupRec,
  MembershipRec,
  SeedData,
  UserRec,
} from '../seed/types.ts';
import { overallPercentOf, overallText } from '../seed/overall-grade.ts';

const key = (columnId: string, userId: string) => `${columnId}|${userId}`;

/** One entry of a column's grade history (GET …/columns/{columnId}/logs): the grade as it was after a change. */
export interface GradeLogRec {
  id: string;
  columnId: string;
  userId: string;
  logged: string;
  score?: number;
  text?: string;
  gradeNotationId?: string;
  overridden?: string;
  exempt: boolean;
}

/** Who changed a grade and when (the PATCH's caller and the sandbox clock). */
export interface GradeChange {
  at: string;
}

/**
 * The live institution: the seed's arrays plus the indexes lookups need. Writes go through
 * methods here so every index stays right and a later GET sees them.
 */
export class Store {
  private readonly usersById = new Map<string, UserRec>();
  private readonly usersBy = {
    uuid: new Map<string, UserRec>(),
    userName: new Map<string, UserRec>(),
    externalId: new Map<string, UserRec>(),
  };
  private readonly coursesById = new Map<string, CourseRec>();
  private readonly coursesBy = {
    uuid: new Map<string, CourseRec>(),
    courseId: new Map<string, CourseRec>(),
    externalId: new Map<string, CourseRec>(),
  };
  private readonly membershipsByCourse = new Map<string, MembershipRec[]>();
  private readonly membershipsByUser = new Map<string, MembershipRec[]>();
  private readonly columnsById = new Map<string, ColumnRec>();
  private readonly contentsById = new Map<string, ContentRec>();
  private readonly grades = new Map<string, GradeRec>();
  private readonly attemptsByColumn = new Map<string, AttemptRec[]>();
  private readonly materialized = new Set<string>();
  /** Grade history, oldest first (Learn's gradebook logs). Seeded grades get their entry on their first change. */
  readonly gradeLog: GradeLogRec[] = [];
  private readonly loggedGrades = new Set<string>();
  private nextNumber: number;
  private changeIndex = 1;

  constructor(readonly data: SeedData) {
    this.nextNumber = data.nextId;
    for (const u of data.users) this.indexUser(u);
    for (const c of data.courses) this.indexCourse(c);
    for (const m of data.memberships) this.indexMembership(m);
    for (const c of data.columns) this.columnsById.set(c.id, c);
    for (const c of data.contents) this.contentsById.set(c.id, c);
    for (const g of data.grades) this.grades.set(key(g.columnId, g.userId), g);
    for (const a of data.attempts) this.pushAttempt(a);
    this.changeIndex = data.grades.length + 1;
  }

  /** A new primary id for a record created at run time. */
  mintId(): string {
    const id = `_${this.nextNumber}_1`;
    this.nextNumber += 1;
    return id;
  }

  nextChangeIndex(): number {
    this.changeIndex += 1;
    return this.changeIndex;
  }

  private indexUser(u: UserRec) {
    this.usersById.set(u.id, u);
    this.usersBy.uuid.set(u.uuid, u);
    this.usersBy.userName.set(u.userName, u);
    this.usersBy.externalId.set(u.externalId, u);
  }

  private indexCourse(c: CourseRec) {
    this.coursesById.set(c.id, c);
    this.coursesBy.uuid.set(c.uuid, c);
    this.coursesBy.courseId.set(c.courseId, c);
    this.coursesBy.externalId.set(c.externalId, c);
  }

  private indexMembership(m: MembershipRec) {
    this.membershipsByCourse.set(m.courseId, [...(this.membershipsByCourse.get(m.courseId) ?? []), m]);
    this.membershipsByUser.set(m.userId, [...(this.membershipsByUser.get(m.userId) ?? []), m]);
  }

  private pushAttempt(a: AttemptRec) {
    const list = this.attemptsByColumn.get(a.columnId);
    if (list) list.push(a);
    else this.attemptsByColumn.set(a.columnId, [a]);
  }

  userById(id: string): UserRec | undefined {
    return this.usersById.get(id);
  }

  userBy(kind: 'uuid' | 'userName' | 'externalId', value: string): UserRec | undefined {
    return this.usersBy[kind].get(value);
  }

  courseById(id: string): CourseRec | undefined {
    return this.coursesById.get(id);
  }

  courseBy(kind: 'uuid' | 'courseId' | 'externalId', value: string): CourseRec | undefined {
    return this.coursesBy[kind].get(value);
  }

  membershipsOfCourse(courseId: string): MembershipRec[] {
    return this.membershipsByCourse.get(courseId) ?? [];
  }

  membershipsOfUser(userId: string): MembershipRec[] {
    return this.membershipsByUser.get(userId) ?? [];
  }

  membership(courseId: string, userId: string): MembershipRec | undefined {
    return this.membershipsOfUser(userId).find((m) => m.courseId === courseId);
  }

  addMembership(m: MembershipRec): void {
    this.data.memberships.push(m);
    this.indexMembership(m);
  }

  removeMembership(m: MembershipRec): void {
    const drop = (list: MembershipRec[] | undefined) => list?.filter((x) => x !== m) ?? [];
    this.data.memberships = this.data.memberships.filter((x) => x !== m);
    this.membershipsByCourse.set(m.courseId, drop(this.membershipsByCourse.get(m.courseId)));
    this.membershipsByUser.set(m.userId, drop(this.membershipsByUser.get(m.userId)));
  }

  columnById(id: string): ColumnRec | undefined {
    return this.columnsById.get(id);
  }

  columnsOfCourse(courseId: string): ColumnRec[] {
    return this.data.columns.filter((c) => c.courseId === courseId);
  }

  addColumn(c: ColumnRec): void {
    this.data.columns.push(c);
    this.columnsById.set(c.id, c);
    this.materialized.add(c.id);
  }

  /** Deletes a column with its grades and attempts (Learn's DELETE of a column). */
  removeColumn(c: ColumnRec): void {
    this.data.columns = this.data.columns.filter((x) => x !== c);
    this.columnsById.delete(c.id);
    this.attemptsByColumn.delete(c.id);
    for (const k of [...this.grades.keys()]) if (this.grades.get(k)?.columnId === c.id) this.grades.delete(k);
  }

  contentById(id: string): ContentRec | undefined {
    return this.contentsById.get(id);
  }

  contentsOfCourse(courseId: string): ContentRec[] {
    return this.data.contents.filter((c) => c.courseId === courseId);
  }

  addContent(c: ContentRec): void {
    this.data.contents.push(c);
    this.contentsById.set(c.id, c);
  }

  groupsOfCourse(courseId: string): GroupRec[] {
    return this.data.groups.filter((g) => g.courseId === courseId);
  }

  /** Large data sets create a column's grades and attempts on first use. */
  private ensure(column: ColumnRec): void {
    if (this.materialized.has(column.id)) return;
    this.materialized.add(column.id);
    const make = this.data.materialize;
    if (!make) return;
    const { grades, attempts } = make(column);
    for (const g of grades)
      if (!this.grades.has(key(g.columnId, g.userId))) this.grades.set(key(g.columnId, g.userId), g);
    for (const a of attempts) this.pushAttempt(a);
  }

  grade(column: ColumnRec, userId: string): GradeRec | undefined {
    this.ensure(column);
    return this.grades.get(key(column.id, userId));
  }

  /**
   * Stores a grade. Like Learn, the calculated Overall Grade follows: a write to a counted
   * column recalculates the user's Overall Grade unless it is overridden, and clearing the
   * Overall Grade's override (no score left) brings the calculated value back.
   */
  putGrade(g: GradeRec, change?: GradeChange): void {
    const column = this.columnsById.get(g.columnId);
    if (column) this.ensure(column);
    if (change) this.logChange(g, change);
    this.grades.set(key(g.columnId, g.userId), g);
    if (!column) return;
    if (column.externalGrade) {
      if (!g.overridden && g.score === undefined) this.recalculateOverall(column, g.userId);
    } else if (column.includeInCalculations) {
      const overall = this.columnsOfCourse(column.courseId).find((c) => c.externalGrade);
      if (overall && !this.grade(overall, g.userId)?.overridden) this.recalculateOverall(overall, g.userId, change);
    }
  }

  /**
   * Appends the grade's new state to its history. A grade that has no entry yet (seeded, or
   * calculated) first gets one for how it was, dated when it last changed, as Learn would have
   * logged it when it was set.
   */
  private logChange(next: GradeRec, change: GradeChange): void {
    const k = key(next.columnId, next.userId);
    const before = this.grades.get(k);
    if (before && !this.loggedGrades.has(k)) {
      this.pushLog(before, before.lastRelevantDate ?? before.firstRelevantDate ?? change.at);
    }
    this.loggedGrades.add(k);
    this.pushLog(next, change.at);
  }

  private pushLog(g: GradeRec, logged: string): void {
    const entry: GradeLogRec = { id: this.mintId(), columnId: g.columnId, userId: g.userId, logged, exempt: g.exempt };
    if (g.score !== undefined) entry.score = g.score;
    if (g.text !== undefined) entry.text = g.text;
    if (g.gradeNotationId !== undefined) entry.gradeNotationId = g.gradeNotationId;
    if (g.overridden !== undefined) entry.overridden = g.overridden;
    this.gradeLog.push(entry);
  }

  private recalculateOverall(overall: ColumnRec, userId: string, change?: GradeChange): void {
    const columns = this.columnsOfCourse(overall.courseId);
    const percent = overallPercentOf(columns, (c) => this.grade(c, userId));
    const before = this.grade(overall, userId);
    if (!before && percent === undefined) return;
    const next: GradeRec = {
      userId,
      columnId: overall.id,
      exempt: false,
      ...before,
      status: percent === undefined ? 'NeedsGrading' : 'Graded',
      changeIndex: this.nextChangeIndex(),
    };
    delete next.score;
    delete next.text;
    if (percent !== undefined) {
      next.score = percent;
      next.text = overallText(overall, percent);
    }
    if (change) this.logChange(next, change);
    this.grades.set(key(overall.id, userId), next);
  }

  attemptsOf(column: ColumnRec): AttemptRec[] {
    this.ensure(column);
    return this.attemptsByColumn.get(column.id) ?? [];
  }
}
