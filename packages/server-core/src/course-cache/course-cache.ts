import type { courseCache as cc } from '@tools/backend-api/contracts';
import { createLearnClient, getCourse, getTerm, isLearnError, listGradebookColumns } from '@tools/learn-api';
import type { TenantDb } from '../db/tenant.ts';
import { HttpError } from '../http/errors.ts';
import type { Caller } from '../identity/caller.ts';
import { serverMessages } from '../messages.ts';
import * as store from './course-cache-store.ts';
import type { CourseCacheConfig } from './course-cache-config.ts';

/**
 * Course data that is the same for every user of a course, kept in the database for all of them
 * (issue 26 §4): the course's record (its primary id, uuid, code, name, term), its term, and its
 * gradebook column names as students see them and as staff see them. Never grades, attempts or
 * anything personal; never shared across audiences (a student never gets the staff's columns).
 * Read from Learn with the asking user's token when missing, older than the maximum age (names'
 * is longer: see CourseCacheConfig), or when the asker's own data names a column the kept list
 * lacks (a new column); otherwise no Learn call.
 */
export interface KeptCourse {
  id: string;
  uuid: string;
  courseId: string;
  name: string;
  termId: string | null;
  /** Learn's `availability.available` ('Yes', 'No', 'Disabled', 'Term'); absent in records kept before it was. */
  available?: string | null;
}

/** What a student launching into a course meets there (`CourseCache.forStudent`). */
export type StudentCourseState = 'available' | 'unavailable' | 'unknown';

/** Learn's course availability values under which students cannot open the course. */
const CLOSED_TO_STUDENTS = new Set(['No', 'Disabled']);

export interface CourseCacheDeps {
  config: CourseCacheConfig;
  fetch: typeof globalThis.fetch;
  now: () => Date;
}

/** Learn refused or failed the read the cache needed: the caller's answer, in Learn's terms. */
function learnFailure(error: unknown): never {
  if (isLearnError(error)) {
    if (error.kind === 'auth') throw new HttpError(401, serverMessages.tokenRefused);
    if (error.kind === 'forbidden' || error.kind === 'not-found') throw new HttpError(403, serverMessages.notEnrolled);
    if (error.kind === 'rate-limited') throw new HttpError(503, serverMessages.learnBusy);
  }
  throw new HttpError(502, serverMessages.learnUnavailable);
}

export class CourseCache {
  constructor(private readonly deps: CourseCacheDeps) {}

  private client(caller: Pick<Caller, 'platformUrl' | 'token'>) {
    return createLearnClient({ baseUrl: caller.platformUrl, token: caller.token, fetch: this.deps.fetch });
  }

  private fresh(kept: store.Kept<unknown> | undefined, maxAgeMs = this.deps.config.maxAgeMs): boolean {
    return kept !== undefined && this.deps.now().getTime() - kept.fetchedAt.getTime() < maxAgeMs;
  }

  /** The course by uuid or primary id. */
  async course(db: TenantDb, caller: Pick<Caller, 'platformUrl' | 'token'>, ref: string): Promise<KeptCourse> {
    const kept = await store.kept<KeptCourse>(db, 'course', ref, 'all');
    if (kept && this.fresh(kept)) return kept.value;
    const c = await getCourse(
      this.client(caller),
      { courseRef: ref },
      { fields: ['id', 'uuid', 'courseId', 'name', 'termId', 'availability', 'modified'] },
    ).catch(learnFailure);
    const course: KeptCourse = {
      id: c.id ?? ref,
      uuid: c.uuid ?? '',
      courseId: c.courseId ?? '',
      name: c.name ?? '',
      termId: c.termId ?? null,
      available: c.availability?.available ?? null,
    };
    const modified = (c as { modified?: string }).modified ?? null;
    await store.keep(
      db,
      'course',
      [ref, course.id, ...(course.uuid ? [course.uuid] : [])],
      'all',
      course,
      modified,
      this.deps.now(),
    );
    return course;
  }

  /**
   * The course's primary id for a uuid or primary id. A kept record of any age answers: Learn never
   * changes which primary id a course uuid names, so only a course never seen costs a Learn read.
   */
  async courseId(db: TenantDb, caller: Pick<Caller, 'platformUrl' | 'token'>, ref: string): Promise<string> {
    const kept = await store.kept<KeptCourse>(db, 'course', ref, 'all');
    return kept ? kept.value.id : (await this.course(db, caller, ref)).id;
  }

  /** The course's primary id when a record of it is kept (any age), else null: never a Learn call. */
  async keptCourseId(db: TenantDb, ref: string): Promise<string | null> {
    return (await store.kept<KeptCourse>(db, 'course', ref, 'all'))?.value.id ?? null;
  }

  /**
   * Whether a student (the launch proved the role) can open the course in Learn now (issue 21 §4: one
   * check before any tool asks Learn). A kept record answers without a Learn call when it says the
   * course is open (any age: Learn does not launch students into a course it closed, so a stale 'Yes'
   * costs at most the tool's own error, as before) or, fresh, that it is closed; otherwise the course
   * is read with the student's token, and Learn refusing that read (not found, forbidden) means the
   * student cannot open it either. Anything else (Learn down, busy) is 'unknown': the tool opens.
   * 'Term' counts as open: whether the term is open is Learn's to enforce, as the sandbox does.
   */
  async forStudent(
    db: TenantDb,
    caller: Pick<Caller, 'platformUrl' | 'token'>,
    ref: string,
  ): Promise<StudentCourseState> {
    const kept = await store.kept<KeptCourse>(db, 'course', ref, 'all');
    const known = kept?.value.available;
    if (known !== undefined && known !== null && (!CLOSED_TO_STUDENTS.has(known) || this.fresh(kept))) {
      return CLOSED_TO_STUDENTS.has(known) ? 'unavailable' : 'available';
    }
    try {
      const course = await this.course(db, caller, ref);
      return course.available && CLOSED_TO_STUDENTS.has(course.available) ? 'unavailable' : 'available';
    } catch (error) {
      return error instanceof HttpError && error.status === 403 ? 'unavailable' : 'unknown';
    }
  }

  /** A term's name (what the tools show of it). */
  async term(
    db: TenantDb,
    caller: Pick<Caller, 'platformUrl' | 'token'>,
    termId: string,
  ): Promise<{ id: string; name: string }> {
    const kept = await store.kept<{ id: string; name: string }>(db, 'term', termId, 'all');
    if (kept && this.fresh(kept, this.deps.config.namesMaxAgeMs)) return kept.value;
    const t = await getTerm(this.client(caller), { termId }, { fields: ['id', 'name'] }).catch(learnFailure);
    const term = { id: t.id ?? termId, name: t.name ?? '' };
    await store.keep(db, 'term', [termId], 'all', term, null, this.deps.now());
    return term;
  }

  /** The course's column names for `audience`; read again when a `need`ed column is not among them. */
  async columns(
    db: TenantDb,
    caller: Pick<Caller, 'platformUrl' | 'token'>,
    courseRef: string,
    audience: 'student' | 'staff',
    need: readonly string[] = [],
  ): Promise<cc.CourseColumns> {
    const kept = await store.kept<cc.CourseColumn[]>(db, 'columns', courseRef, audience);
    if (kept && this.fresh(kept, this.deps.config.namesMaxAgeMs)) {
      const ids = new Set(kept.value.map((c) => c.id));
      if (need.every((id) => ids.has(id))) return { columns: kept.value, readAt: kept.fetchedAt.toISOString() };
    }
    const listed = await this.readColumns(caller, courseRef);
    const at = this.deps.now();
    const modified = listed.modified.sort().at(-1) ?? null;
    await store.keep(db, 'columns', [courseRef], audience, listed.columns, modified, at);
    return { columns: listed.columns, readAt: at.toISOString() };
  }

  /** The caller's own view of the columns, not kept (a role that is neither student nor staff). */
  async readColumns(caller: Pick<Caller, 'platformUrl' | 'token'>, courseRef: string) {
    const columns = await listGradebookColumns(
      this.client(caller),
      { courseRef },
      { fields: ['id', 'name', 'modified'] },
    ).catch(learnFailure);
    return {
      columns: columns.flatMap((c) => (c.id ? [{ id: c.id, name: c.name ?? c.id }] : [])),
      modified: columns.flatMap((c) => (c.modified ? [c.modified] : [])),
    };
  }
}
