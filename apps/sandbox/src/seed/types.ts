/**
 * The sandbox's in-memory institution. Records are stored in (or close to) the Learn REST
 * shape of the newest API version that serves them (see learn-api/learn-swagger.json);
 * fields the API does not expose (the owning course of a column, for example) are kept on
 * the record and removed by the serializers in `learn/serialize.ts`.
 */

export type Available = 'Yes' | 'No' | 'Disabled';
export type CourseRoleId =
  | 'Instructor'
  | 'BbFacilitator'
  | 'TeachingAssistant'
  | 'CourseBuilder'
  | 'Grader'
  | 'Student'
  | 'Guest'
  // A custom course role (Learn custom roles have ids like this), given by Quick Enroll.
  | 'InstructionalDesigner';

export interface UserRec {
  id: string;
  uuid: string;
  externalId: string;
  dataSourceId: string;
  userName: string;
  studentId?: string;
  educationLevel: string;
  gender: string;
  created: string;
  modified: string;
  lastLogin?: string;
  institutionRoleIds: string[];
  systemRoleIds: string[];
  availability: { available: Available };
  name: { given: string; family: string; middle?: string; title?: string; preferredDisplayName: 'GivenName' };
  job?: { title?: string; department?: string; company?: string };
  contact: { email?: string; institutionEmail?: string; mobilePhone?: string };
  locale: { id: string; calendar: 'Gregorian'; firstDayOfWeek: '0' | '1' };
}

/** CourseV2 shape (served by v2 and v3; v1 maps it down). URLs are built at serialisation. */
export interface CourseRec {
  id: string;
  uuid: string;
  externalId: string;
  dataSourceId: string;
  courseId: string;
  name: string;
  description: string;
  created: string;
  modified: string;
  organization: boolean;
  ultraStatus: 'Classic' | 'Ultra';
  allowGuests: boolean;
  allowObservers: boolean;
  closedComplete: boolean;
  termId: string;
  availability: { available: 'Yes' | 'No' | 'Disabled' | 'Term'; duration: { type: 'Continuous' | 'UseTerm' } };
  enrollment: { type: 'InstructorLed' | 'SelfEnrollment' };
  locale: { force: boolean };
  hasChildren: boolean;
}

export interface MembershipRec {
  id: string;
  userId: string;
  courseId: string;
  dataSourceId: string;
  created: string;
  modified: string;
  availability: { available: Available };
  courseRoleId: CourseRoleId;
  lastAccessed?: string;
}

export interface TermRec {
  id: string;
  externalId: string;
  dataSourceId: string;
  name: string;
  description: string;
  availability: { available: 'Yes' | 'No'; duration: { type: 'DateRange'; start: string; end: string } };
}

export interface DataSourceRec {
  id: string;
  externalId: string;
  description: string;
}

export interface CategoryRec {
  id: string;
  dataSourceId: string;
  parentId?: string;
  categoryId: string;
  title: string;
  description: string;
  type: 'Course' | 'Organization';
  frontPage: boolean;
  available: boolean;
  restricted: boolean;
  institutionRoleIds: string[];
  created: string;
}

export interface CategoryCourseRec {
  categoryId: string;
  courseId: string;
  created: string;
}

export interface GroupRec {
  courseId: string;
  id: string;
  uuid: string;
  externalId: string;
  parentId?: string;
  name: string;
  description: string;
  isGroupSet: boolean;
  availability: { available: 'Yes' | 'No' | 'SignupOnly' };
  enrollment: { type: 'InstructorOnly' | 'SelfEnrollment'; limit?: number };
  memberIds: string[];
}

export interface ContentHandlerRec {
  id: string;
  url?: string;
  assessmentId?: string;
  gradeColumnId?: string;
  file?: { fileName: string; mimeType: string };
  customParameters?: Record<string, string>;
  isBbPage?: boolean;
}

export interface ContentRec {
  courseId: string;
  id: string;
  parentId?: string;
  title: string;
  body?: string;
  description?: string;
  created: string;
  modified: string;
  position: number;
  hasChildren: boolean;
  hasGradebookColumns: boolean;
  hasAssociatedGroups: boolean;
  launchInNewWindow: boolean;
  reviewable: boolean;
  availability: {
    available: 'Yes' | 'No' | 'PartiallyVisible';
    allowGuests: boolean;
    allowObservers: boolean;
    adaptiveRelease: Record<string, string>;
  };
  contentHandler: ContentHandlerRec;
  /** Assessment instructions (read by the private contentDetail call). */
  instructions?: string;
  /** Files attached to a document (a file item's one file comes from `contentHandler.file`). */
  attachments?: AttachmentRec[];
}

export interface AttachmentRec {
  id: string;
  fileName: string;
  mimeType: string;
  /** The file's content; without it the download is a generated placeholder. Never part of the JSON. */
  bytes?: Uint8Array<ArrayBuffer>;
}

/** GradeColumnV2 shape plus its course. */
export interface ColumnRec {
  courseId: string;
  id: string;
  externalId: string;
  externalToolId?: string;
  name: string;
  displayName: string;
  description?: string;
  externalGrade: boolean;
  created: string;
  modified: string;
  contentId?: string;
  score: { possible: number };
  availability: { available: 'Yes' | 'No' };
  grading: {
    type: 'Attempts' | 'Calculated' | 'Manual';
    due?: string;
    attemptsAllowed?: number;
    scoringModel?: 'Last' | 'Highest' | 'Lowest' | 'First' | 'Average';
    schemaId: string;
    anonymousGrading: { type: 'None' };
  };
  gradebookCategoryId?: string;
  includeInCalculations: boolean;
  showStatisticsToStudents: boolean;
  /** What the calendar calls it (assignment, test). */
  eventType?: string;
}

export interface GradeRec {
  userId: string;
  columnId: string;
  status: 'Graded' | 'NeedsGrading';
  text?: string;
  score?: number;
  overridden?: string;
  notes?: string;
  feedback?: string;
  exempt: boolean;
  gradeNotationId?: string;
  changeIndex: number;
  firstRelevantDate?: string;
  lastRelevantDate?: string;
}

export type AttemptStatus = 'InProgress' | 'NeedsGrading' | 'Completed';

export interface AttemptRec {
  columnId: string;
  id: string;
  userId: string;
  status: AttemptStatus;
  text?: string;
  score?: number;
  feedback?: string;
  studentComments?: string;
  studentSubmission?: string;
  exempt: boolean;
  created: string;
  attemptDate: string;
  modified: string;
}

export interface NotationRec {
  courseId: string;
  id: string;
  code: string;
  description: string;
}

export interface QuestionRec {
  courseId: string;
  assessmentId: string;
  id: string;
  title: string;
  text: string;
  position: number;
  points: number;
  correctResponseFeedback?: string;
  incorrectResponseFeedback?: string;
  instructorNotes?: string;
  /** Answers as the spec reads them (002 §3: id, text (HTML or plain), correct); none for Essay. */
  questionHandler: { type: string; answers?: AnswerRec[] };
}

export interface AnswerRec {
  id: string;
  text: string;
  correct: boolean;
}

export interface RubricRec {
  courseId: string;
  id: string;
  title: string;
  description?: string;
  created: string;
  modified: string;
  rubricType: string;
  readOnly: boolean;
  columns: unknown[];
  rows: unknown[];
  cells: unknown[];
}

/** Calendar items that are not derived from grade columns (course events, office hours). */
export interface CalendarItemRec {
  id: string;
  type: 'Course' | 'Institution' | 'OfficeHours' | 'Personal';
  /** Course primary id for course-scoped items, the owner's user id for Personal items. */
  calendarId: string;
  calendarName: string;
  title: string;
  description?: string;
  location?: string;
  start: string;
  end: string;
  modified: string;
  createdByUserId?: string;
}

/** Lazily creates the grades and attempts of one column (the large data set would not fit otherwise). */
export type ColumnMaterializer = (column: ColumnRec) => { grades: GradeRec[]; attempts: AttemptRec[] };

export interface SeedData {
  /** The instant every seeded date is relative to (ms since epoch). */
  now: number;
  users: UserRec[];
  courses: CourseRec[];
  memberships: MembershipRec[];
  terms: TermRec[];
  dataSources: DataSourceRec[];
  categories: CategoryRec[];
  categoryCourses: CategoryCourseRec[];
  groups: GroupRec[];
  contents: ContentRec[];
  columns: ColumnRec[];
  grades: GradeRec[];
  attempts: AttemptRec[];
  notations: NotationRec[];
  questions: QuestionRec[];
  rubrics: RubricRec[];
  calendarItems: CalendarItemRec[];
  /** Persona name -> user id, for the launcher and POST /sandbox/tokens. */
  personas: Record<string, string>;
  /** Preferred course for course tools in the launcher (primary id). */
  launchCourseIds: string[];
  materialize?: ColumnMaterializer;
  /** First free number for ids minted at run time (keeps them clear of seeded ids). */
  nextId: number;
}
