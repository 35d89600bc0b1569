import { describe, expect, it } from 'vitest';
import { createSandbox } from '../app.ts';
import { seedLarge } from '../seed/large.ts';
import { NOW } from './helpers.ts';

describe('large data set catalog (set-category benchmark)', () => {
  it('has every course in SIS_COURSES and every fifth course already in BENCH', async () => {
    const data = seedLarge({ now: NOW, courses: 12, students: 20, contentItems: 24, columnsPerCourse: 2 });
    const { app, state } = createSandbox({ data, now: NOW });
    const token = state.issueToken(state.persona('admin')!.id);
    const get = async (path: string) =>
      (await app.request(`/learn/api/public/${path}`, { headers: { Authorization: `Bearer ${token}` } })).json();
    const categories = await get('v1/catalog/categories/Course?fields=id,categoryId');
    expect(categories.results.map((c: { categoryId: string }) => c.categoryId)).toEqual(['BENCH', 'BENCH-EMPTY']);
    const inBench = await get(`v1/catalog/categories/Course/${categories.results[0].id}/courses?fields=courseId`);
    expect(inBench.results.map((l: { courseId: string }) => l.courseId)).toEqual([data.courses[0]!.id, data.courses[5]!.id, data.courses[10]!.id]); // prettier-ignore
    const courses = await get('v3/courses?dataSourceId=externalId:SIS_COURSES&fields=id');
    expect(courses.results).toHaveLength(12);
  });
});
