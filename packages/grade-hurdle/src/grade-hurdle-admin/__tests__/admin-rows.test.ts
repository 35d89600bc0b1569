import { describe, expect, it } from 'vitest';
import type * as gh from '../../contracts.ts';
import {
  courseLabel,
  deriveRows,
  emptyDraft,
  isDirty,
  savePlan,
  settled,
  withCourse,
  withStatus,
  without,
  type CourseSummary,
} from '../admin-rows.ts';

const saved = (coursePk1: string, status: gh.HurdleStatus, version = 1): gh.Association => ({
  coursePk1,
  status,
  subRules: [],
  logic: 'AND',
  mapping: null,
  performanceScoreId: null,
  version,
  updatedAt: '2026-11-23T09:00:00.000Z',
});
const course = (id: string, courseId: string): CourseSummary => ({ id, courseId, name: `${courseId} course` });

describe('admin rows', () => {
  it('shows the saved rows as they are: nothing to save', () => {
    const rows = deriveRows([saved('_1_1', 'Active'), saved('_2_1', 'Inactive')], emptyDraft);
    expect(rows.map((r) => [r.coursePk1, r.status])).toEqual([
      ['_1_1', 'Active'],
      ['_2_1', 'Inactive'],
    ]);
    expect(isDirty(rows)).toBe(false);
    expect(savePlan(rows)).toEqual({ create: [], change: [] });
  });

  it('starts a course added from search Active and creates it on save (spec 002 §4)', () => {
    const draft = withCourse(emptyDraft, course('_3_1', 'CHEM201'));
    const rows = deriveRows([saved('_1_1', 'Active')], draft);
    expect(rows[1]).toMatchObject({ coursePk1: '_3_1', status: 'Active', saved: null });
    expect(isDirty(rows)).toBe(true);
    expect(savePlan(rows)).toEqual({ create: [{ CoursePk1: '_3_1', Status: 'Active' }], change: [] });
  });

  it('adds a course once, however often it is picked', () => {
    const c = course('_3_1', 'CHEM201');
    expect(withCourse(withCourse(emptyDraft, c), c).added).toHaveLength(1);
  });

  it('patches only statuses that differ from the saved ones, with the version that was read', () => {
    let draft = withStatus(emptyDraft, '_1_1', 'Inactive');
    draft = withStatus(draft, '_2_1', 'Inactive'); // already Inactive: no change
    const rows = deriveRows([saved('_1_1', 'Active', 4), saved('_2_1', 'Inactive')], draft);
    expect(savePlan(rows)).toEqual({
      create: [],
      change: [{ coursePk1: '_1_1', status: 'Inactive', from: 'Active', version: 4 }],
    });
  });

  it('choosing the saved status again is not a change', () => {
    const draft = withStatus(withStatus(emptyDraft, '_1_1', 'Inactive'), '_1_1', 'Active');
    expect(isDirty(deriveRows([saved('_1_1', 'Active')], draft))).toBe(false);
  });

  it('a new status chosen for an added course is kept', () => {
    const draft = withStatus(withCourse(emptyDraft, course('_3_1', 'CHEM201')), '_3_1', 'Inactive');
    expect(savePlan(deriveRows([], draft)).create).toEqual([{ CoursePk1: '_3_1', Status: 'Inactive' }]);
  });

  it('an added course that someone saved meanwhile becomes a saved row (after Refresh)', () => {
    const draft = withCourse(emptyDraft, course('_3_1', 'CHEM201'));
    const rows = deriveRows([saved('_3_1', 'Inactive', 2)], draft);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'Active', saved: { version: 2 }, course: { courseId: 'CHEM201' } });
    expect(savePlan(rows).change).toEqual([{ coursePk1: '_3_1', status: 'Active', from: 'Inactive', version: 2 }]);
  });

  it('forgets every edit of a course', () => {
    const draft = withStatus(withCourse(emptyDraft, course('_3_1', 'CHEM201')), '_3_1', 'Inactive');
    expect(without(draft, '_3_1')).toEqual(emptyDraft);
  });

  it('names a course by its course id, else its name, else the primary id', () => {
    expect(courseLabel('_3_1', course('_3_1', 'CHEM201'))).toBe('CHEM201');
    expect(courseLabel('_3_1', { id: '_3_1', name: 'Chemistry' })).toBe('Chemistry');
    expect(courseLabel('_3_1', null)).toBe('_3_1');
  });

  it('after a save, keeps only a status chosen while the save ran', () => {
    const draft = withCourse(emptyDraft, course('_3_1', 'CHEM201'));
    expect(settled(draft, '_3_1', 'Active')).toEqual(emptyDraft);
    const changedMeanwhile = withStatus(draft, '_3_1', 'Inactive');
    expect(settled(changedMeanwhile, '_3_1', 'Active')).toEqual({ statuses: { _3_1: 'Inactive' }, added: [] });
    expect(settled(emptyDraft, '_1_1', 'Active')).toEqual(emptyDraft);
  });
});
