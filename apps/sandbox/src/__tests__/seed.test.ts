import { describe, expect, it } from 'vitest';
import { createSandbox } from '../app.ts';
import { DEMO, seedDemo } from '../seed/demo.ts';
import { seedLarge } from '../seed/large.ts';
import { API, NOW } from './helpers.ts';

const DAY = 86_400_000;

describe('seedDemo', () => {
  it('is deterministic: same now, same institution; ids and uuids never depend on now', () => {
    expect(seedDemo({ now: NOW })).toEqual(seedDemo({ now: NOW }));
    const later = seedDemo({ now: NOW + 30 * DAY });
    const ids = (d: ReturnType<typeof seedDemo>) => [
      ...d.users.map((u) => u.uuid),
      ...d.courses.map((c) => c.uuid),
      ...d.columns.map((c) => c.id),
      ...d.attempts.map((a) => a.id),
    ];
    expect(ids(later)).toEqual(ids(seedDemo({ now: NOW })));
  });

  it('keeps dates relative to now (due soon stays due soon)', () => {
    const data = seedDemo({ now: NOW });
    const dueSoon = data.columns.filter(
      (c) => c.grading.due && Date.parse(c.grading.due) > NOW && Date.parse(c.grading.due) <= NOW + 7 * DAY,
    );
    expect(dueSoon.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Genetics Problem Set', 'Quiz 1: Cell Biology', 'Lab Report 2']),
    );
    expect(data.columns.find((c) => c.name === 'Research Essay')!.grading.due).toBe(
      new Date(NOW - 10 * DAY).toISOString(),
    );
  });

  it('matches the DEMO constants', () => {
    const data = seedDemo({ now: NOW });
    expect(data.users.find((u) => u.id === DEMO.users.student.id)?.uuid).toBe(DEMO.users.student.uuid);
    expect(data.courses.find((c) => c.uuid === DEMO.courses.bio101.uuid)?.courseId).toBe('BIO101');
    expect(data.columns.find((c) => c.id === DEMO.bio101.columns.overall)?.name).toBe('Overall Grade');
  });

  it('has the institution the tools need', () => {
    const d = seedDemo({ now: NOW });
    const students = d.memberships.filter((m) => m.courseRoleId === 'Student');
    expect(new Set(students.map((m) => m.userId)).size).toBe(12);
    expect(d.users.filter((u) => u.institutionRoleIds.includes('FACULTY'))).toHaveLength(3);
    const admin = d.users.find((u) => u.systemRoleIds.includes('SystemAdmin'))!;
    expect(admin.institutionRoleIds).toEqual(
      expect.arrayContaining(['LATE_PENALTY_ADMIN', 'GRADE_HURDLE_ADMIN', 'ID_USER']),
    );
    expect(d.users.some((u) => u.contact.mobilePhone === undefined)).toBe(true);
    expect(d.users.some((u) => /^\d{3}-\d{3}-\d{4}$/.test(u.contact.mobilePhone ?? ''))).toBe(true);
    expect(d.users.some((u) => /^\d{10}$/.test(u.contact.mobilePhone ?? ''))).toBe(true);
    expect(new Set(d.courses.map((c) => c.ultraStatus))).toEqual(new Set(['Ultra', 'Classic']));
    expect(d.courses.some((c) => c.availability.available === 'No')).toBe(true);
    const handlers = new Set(d.contents.map((c) => c.contentHandler.id));
    for (const h of [
      'resource/x-bb-folder',
      'resource/x-bb-assignment',
      'resource/x-bb-asmt-test-link',
      'resource/x-bb-externallink',
      'resource/x-bb-document',
      'resource/x-bb-file',
    ])
      expect(handlers).toContain(h);
    const essay = DEMO.bio101.columns.researchEssay;
    const due = NOW - 10 * DAY;
    const lateBy = d.attempts
      .filter((a) => a.columnId === essay)
      .map((a) => Date.parse(a.attemptDate) - due)
      .filter((ms) => ms > 0);
    expect(lateBy).toEqual(expect.arrayContaining([3_600_000, 2 * DAY, 5 * DAY]));
    const scores = d.grades.map((g) => g.score ?? 0);
    expect(scores.some((s) => s > 90)).toBe(true);
    expect(scores.some((s) => s < 75)).toBe(true);
  });
});

describe('seedLarge', () => {
  it('builds the default sizes', () => {
    const d = seedLarge({ now: NOW });
    expect(d.users.filter((u) => u.institutionRoleIds.includes('STUDENT'))).toHaveLength(2000);
    expect(d.courses).toHaveLength(40);
    expect(d.columns).toHaveLength(40 * 50);
    expect(d.contents).toHaveLength(2000);
    expect(d.memberships.filter((m) => m.courseRoleId === 'Student')).toHaveLength(2000 * 5);
  });

  it('names its three terms the semester before, this one and the next: never the same name twice, any day of the year', () => {
    const start = Date.UTC(2026, 11, 20);
    for (let day = 0; day < 400; day += 1) {
      const names = seedDemo({ now: start + day * DAY }).terms.map((t) => t.name);
      expect(new Set(names).size, new Date(start + day * DAY).toISOString()).toBe(3);
    }
    expect(seedDemo({ now: Date.UTC(2027, 0, 1) }).terms.map((t) => t.name)).toEqual([
      'Fall 2026',
      'Spring 2027',
      'Summer 2027',
    ]);
  });

  it('honours overrides, and materialises grades deterministically whatever the read order', async () => {
    const opts = { now: NOW, students: 300, courses: 3, columnsPerCourse: 6, contentItems: 30 };
    const read = async (order: 'forward' | 'backward') => {
      const { app, state } = createSandbox({ data: seedLarge(opts), clock: () => NOW });
      const token = state.issueToken(state.store.data.personas.admin!);
      const course = state.store.data.courses[0]!;
      const columns = state.store.columnsOfCourse(course.id).filter((c) => !c.externalGrade);
      const ordered = order === 'forward' ? columns : [...columns].reverse();
      const out: Record<string, unknown> = {};
      for (const col of ordered) {
        const res = await app.request(`${API}/v2/courses/${course.id}/gradebook/columns/${col.id}/attempts?limit=100`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        out[col.id] = (await res.json()).results;
      }
      return out;
    };
    const forward = await read('forward');
    expect(await read('backward')).toEqual(forward);
    expect(Object.values(forward).some((list) => (list as unknown[]).length > 0)).toBe(true);
    const d = seedLarge(opts);
    expect(d.courses).toHaveLength(3);
    expect(d.contents).toHaveLength(30);
  });

  it('refuses nonsense sizes', () => {
    expect(() => seedLarge({ students: 0 })).toThrow(
      'seedLarge: students, courses, columnsPerCourse and contentItems must be positive integers',
    );
  });
});
