import type { ColumnRec, CourseRec } from '../../seed/types.ts';
import { badRequest } from '../errors.ts';

type Body = Record<string, unknown>;

const isObj = (v: unknown): v is Body => typeof v === 'object' && v !== null && !Array.isArray(v);

function optionalDate(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
    throw badRequest(`${name} must be an ISO-8601 date-time`);
  return new Date(value).toISOString();
}

/** POST gradebook/columns: name and score.possible are required; only Manual columns can be created. */
export function parseColumnInput(body: Body, course: CourseRec, id: string, now: string): ColumnRec {
  if (typeof body.name !== 'string' || body.name.trim() === '') throw badRequest('name is required');
  if (body.name.length > 333) throw badRequest('name must be at most 333 characters');
  const score = body.score;
  if (!isObj(score) || typeof score.possible !== 'number' || !Number.isFinite(score.possible) || score.possible < 0) {
    throw badRequest('score.possible is required and must be a number of at least 0');
  }
  const availability = isObj(body.availability) ? (body.availability.available ?? 'Yes') : 'Yes';
  if (availability !== 'Yes' && availability !== 'No') throw badRequest("availability.available must be 'Yes' or 'No'");
  const grading = isObj(body.grading) ? body.grading : {};
  if (grading.type !== undefined && grading.type !== 'Manual')
    throw badRequest("Only 'Manual' grade columns can be created");
  const due = optionalDate(grading.due, 'grading.due');
  for (const key of ['description', 'externalId', 'displayName', 'gradebookCategoryId'] as const) {
    if (body[key] !== undefined && typeof body[key] !== 'string') throw badRequest(`${key} must be a string`);
  }
  return {
    courseId: course.id,
    id,
    externalId: (body.externalId as string | undefined) ?? `${course.courseId}-${id}`,
    name: body.name,
    displayName: (body.displayName as string | undefined) ?? body.name,
    ...(body.description ? { description: body.description as string } : {}),
    externalGrade: body.externalGrade === true,
    created: now,
    modified: now,
    score: { possible: score.possible },
    availability: { available: availability },
    grading: { type: 'Manual', ...(due ? { due } : {}), schemaId: 'schema-score', anonymousGrading: { type: 'None' } },
    ...(body.gradebookCategoryId ? { gradebookCategoryId: body.gradebookCategoryId as string } : {}),
    includeInCalculations: body.includeInCalculations !== false,
    showStatisticsToStudents: body.showStatisticsToStudents === true,
  };
}

export interface GradePatch {
  text?: string | null;
  score?: number | null;
  notes?: string | null;
  feedback?: string | null;
  exempt?: boolean;
  gradeNotationId?: string | null;
}

/** PATCH .../users/{userId}: `score: null` clears an override; gradeNotationId is v2 only. */
export function parseGradePatch(body: Body, version: 'v1' | 'v2'): GradePatch {
  const allowed = ['text', 'score', 'notes', 'feedback', 'exempt', ...(version === 'v2' ? ['gradeNotationId'] : [])];
  const unknown = Object.keys(body).filter((k) => !allowed.includes(k));
  if (unknown.length > 0) throw badRequest(`Unrecognized field(s): ${unknown.join(', ')}`);
  const patch: GradePatch = {};
  if ('score' in body) {
    if (body.score !== null && (typeof body.score !== 'number' || !Number.isFinite(body.score)))
      throw badRequest('score must be a number or null');
    patch.score = body.score as number | null;
  }
  for (const key of ['text', 'notes', 'feedback', 'gradeNotationId'] as const) {
    if (!(key in body)) continue;
    if (body[key] !== null && typeof body[key] !== 'string') throw badRequest(`${key} must be a string or null`);
    patch[key] = body[key] as string | null;
  }
  if ('exempt' in body) {
    if (typeof body.exempt !== 'boolean') throw badRequest('exempt must be a boolean');
    patch.exempt = body.exempt;
  }
  return patch;
}
