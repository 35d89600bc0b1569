import type {
  AttemptRec,
  CalendarItemRec,
  ColumnRec,
  ContentRec,
  CourseRec,
  GradeRec,
  NotationRec,
  QuestionRec,
  RubricRec,
} from '../seed/types.ts';

const pickKeys = (obj: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => obj[k] !== undefined).map((k) => [k, obj[k]]));

export function columnV2Json(c: ColumnRec): Record<string, unknown> {
  const { courseId: _c, eventType: _e, ...rest } = structuredClone(c);
  return rest;
}

export function columnV1Json(c: ColumnRec): Record<string, unknown> {
  const { schemaId: _s, ...grading } = c.grading;
  return {
    ...pickKeys(c as unknown as Record<string, unknown>, [
      'id',
      'externalId',
      'name',
      'description',
      'externalGrade',
      'created',
      'contentId',
    ]),
    score: { possible: c.score.possible },
    availability: { ...c.availability },
    grading: structuredClone(grading),
    modified: c.modified,
  };
}

/** Fields a student sees of their own grade (swagger: GET gradebook/users/{userId}). */
const STUDENT_GRADE_FIELDS = ['userId', 'columnId', 'status', 'text', 'score', 'exempt', 'feedback'];

export function gradeV1Json(g: GradeRec, studentView: boolean): Record<string, unknown> {
  const all = pickKeys(g as unknown as Record<string, unknown>, [
    'userId',
    'columnId',
    'status',
    'text',
    'score',
    'overridden',
    'notes',
    'feedback',
    'exempt',
  ]);
  const json = { ...all, corrupt: false };
  return studentView ? pickKeys(json, STUDENT_GRADE_FIELDS) : json;
}

export function gradeV2Json(
  g: GradeRec,
  column: ColumnRec,
  notation: NotationRec | undefined,
  studentView: boolean,
): Record<string, unknown> {
  const tabular = column.grading.schemaId === 'schema-seven-point';
  const displayGrade =
    g.score === undefined && !notation
      ? undefined
      : {
          scaleType: tabular ? 'Tabular' : 'Score',
          ...(g.score === undefined ? {} : { score: g.score }),
          possible: column.score.possible,
          ...(notation ? { text: notation.description } : tabular && g.text ? { text: g.text } : {}),
        };
  const json = {
    ...pickKeys(g as unknown as Record<string, unknown>, ['userId', 'columnId', 'status']),
    ...(displayGrade ? { displayGrade } : {}),
    ...pickKeys(g as unknown as Record<string, unknown>, [
      'text',
      'score',
      'overridden',
      'notes',
      'feedback',
      'exempt',
    ]),
    corrupt: false,
    ...pickKeys(g as unknown as Record<string, unknown>, [
      'gradeNotationId',
      'changeIndex',
      'firstRelevantDate',
      'lastRelevantDate',
    ]),
  };
  return studentView ? pickKeys(json, STUDENT_GRADE_FIELDS) : json;
}

/** v1 attempts carry only fields a student may see of their own attempt, so both views are the same. */
export function attemptV1Json(a: AttemptRec): Record<string, unknown> {
  return pickKeys(a as unknown as Record<string, unknown>, [
    'id',
    'userId',
    'status',
    'text',
    'score',
    'feedback',
    'studentComments',
    'studentSubmission',
    'exempt',
    'created',
  ]);
}

export function attemptV2Json(a: AttemptRec, column: ColumnRec, studentView: boolean): Record<string, unknown> {
  const displayGrade =
    a.score === undefined
      ? undefined
      : { scaleType: 'Score', score: a.score, possible: column.score.possible, text: String(a.score) };
  const json: Record<string, unknown> = {
    id: a.id,
    userId: a.userId,
    status: a.status,
    ...(displayGrade ? { displayGrade } : {}),
    ...pickKeys(a as unknown as Record<string, unknown>, [
      'text',
      'score',
      'feedback',
      'studentComments',
      'studentSubmission',
      'exempt',
      'created',
      'attemptDate',
      'modified',
    ]),
  };
  if (!studentView) return json;
  const { attemptDate: _d, modified: _m, text: _t, score: _s, ...student } = json;
  if (displayGrade)
    student.displayGrade = { scaleType: displayGrade.scaleType, score: displayGrade.score, text: displayGrade.text };
  return student;
}

export function notationJson(n: NotationRec) {
  return { id: n.id, code: n.code, description: n.description };
}

function contentLink(content: ContentRec, course: CourseRec) {
  const href =
    course.ultraStatus === 'Ultra'
      ? `/ultra/courses/${course.id}/outline/edit/document/${content.id}?courseId=${course.id}&view=content`
      : `/webapps/blackboard/content/listContent.jsp?course_id=${course.id}&content_id=${content.id}`;
  return { href, rel: 'alternate', title: 'User Interface View', type: 'text/html' };
}

/** Students do not see availability details (swagger: GET contents). */
export function contentJson(content: ContentRec, course: CourseRec, studentView: boolean): Record<string, unknown> {
  const { courseId: _c, instructions: _i, attachments: _a, ...rest } = structuredClone(content);
  const json: Record<string, unknown> = { ...rest, links: [contentLink(content, course)] };
  if (studentView) delete json.availability;
  return json;
}

/** The private `/learn/api/v1/.../contents/{id}` detail the course tutor reads test instructions from. */
export function contentDetailJson(
  content: ContentRec,
  course: CourseRec,
  studentView: boolean,
): Record<string, unknown> {
  const handler = content.contentHandler.id;
  const detail =
    handler === 'resource/x-bb-asmt-test-link'
      ? {
          test: {
            assessment: {
              id: content.contentHandler.assessmentId,
              instructions: { rawText: content.instructions ?? '' },
            },
          },
        }
      : { body: { rawText: content.body ?? '' } };
  return { ...contentJson(content, course, studentView), contentDetail: { [handler]: detail } };
}

export function questionJson(q: QuestionRec, studentView: boolean): Record<string, unknown> {
  const { courseId: _c, assessmentId: _a, ...rest } = structuredClone(q);
  if (studentView) delete rest.instructorNotes;
  return rest;
}

export function rubricJson(r: RubricRec): Record<string, unknown> {
  return structuredClone(r) as unknown as Record<string, unknown>;
}

export function columnCalendarItem(column: ColumnRec, course: CourseRec, manager: boolean): Record<string, unknown> {
  return {
    id: column.id,
    type: 'GradebookColumn',
    calendarId: course.id,
    calendarName: course.name,
    title: column.name,
    ...(column.description ? { description: column.description } : {}),
    start: column.grading.due,
    end: column.grading.due,
    modified: column.modified,
    color: '#3D7DC0',
    disableResizing: true,
    dynamicCalendarItemProps: {
      attemptable: !manager && column.grading.type === 'Attempts',
      ...(column.gradebookCategoryId ? { categoryId: column.gradebookCategoryId } : {}),
      dateRangeLimited: false,
      eventType: column.eventType ?? 'Assignment',
      gradable: manager,
    },
  };
}

export function calendarItemJson(item: CalendarItemRec): Record<string, unknown> {
  return { ...structuredClone(item), color: item.type === 'Personal' ? '#7A5BAA' : '#4F8A3C', disableResizing: false };
}
