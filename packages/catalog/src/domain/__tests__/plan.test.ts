import { describe, expect, it } from 'vitest';
import { checkInput, findCategory, planCategory, planCounts } from '../plan.ts';

describe('checkInput', () => {
  it.each([
    [
      { categoryId: 'SCI', dataSourceKey: 'SIS' },
      { categoryId: 'SCI', dataSourceKey: 'SIS' },
    ],
    [
      { categoryId: '  SCI ', dataSourceKey: ' SIS\t' },
      { categoryId: 'SCI', dataSourceKey: 'SIS' },
    ],
    [{ categoryId: '', dataSourceKey: 'SIS' }, null],
    [{ categoryId: 'SCI', dataSourceKey: '   ' }, null],
    [{ categoryId: '', dataSourceKey: '' }, null],
  ])('%j -> %j', (input, expected) => {
    expect(checkInput(input)).toEqual(expected);
  });
});

describe('findCategory', () => {
  const categories = [
    { id: '_1_1', categoryId: 'SCI', title: 'Sciences' },
    { id: '_2_1', categoryId: 'SCI-LAB', title: 'Laboratory Sciences' },
    { id: '_3_1', categoryId: 'hum', title: 'Humanities' },
    { id: '_4_1', categoryId: 'Dup', title: 'A' },
    { id: '_5_1', categoryId: 'DUP', title: 'B' },
    { id: '_6_1', categoryId: 'NOTITLE' },
  ];

  it.each([
    ['SCI', '_1_1'],
    ['SCI-LAB', '_2_1'],
    ['HUM', '_3_1'],
    ['_2_1', '_2_1'],
    ['Dup', '_4_1'],
  ])('%s is %s', (wanted, id) => {
    const match = findCategory(categories, wanted);
    expect(match.ok && match.category.id).toBe(id);
  });

  it('does not match a part of an ID, or a case-folded ID that two categories share', () => {
    expect(findCategory(categories, 'SC')).toEqual({ ok: false, reason: 'not-found' });
    expect(findCategory(categories, 'dup')).toEqual({ ok: false, reason: 'not-found' });
  });

  it('uses the catalog ID as the title when a category has none', () => {
    expect(findCategory(categories, 'NOTITLE')).toEqual({
      ok: true,
      category: { id: '_6_1', categoryId: 'NOTITLE', title: 'NOTITLE' },
    });
  });

  it('says when the answer has no categories at all', () => {
    expect(findCategory([], 'SCI')).toEqual({ ok: false, reason: 'no-categories' });
    expect(findCategory([{ title: 'no ids' }], 'SCI')).toEqual({ ok: false, reason: 'no-categories' });
  });
});

describe('planCategory', () => {
  const courses = [
    { id: '_10_1', courseId: 'BIO101', name: 'Biology' },
    { id: '_11_1', courseId: 'CHEM201', name: 'Chemistry' },
    { id: '_10_1', courseId: 'BIO101', name: 'Biology' },
    { courseId: 'NOID' },
    { id: '_12_1' },
  ];

  it('lists each course once, in order, marking those already in the category', () => {
    const plan = planCategory(courses, new Set(['_11_1']));
    expect(plan).toEqual([
      { id: '_10_1', courseId: 'BIO101', name: 'Biology', inCategory: false },
      { id: '_11_1', courseId: 'CHEM201', name: 'Chemistry', inCategory: true },
      { id: '_12_1', courseId: '_12_1', name: '', inCategory: false },
    ]);
    expect(planCounts(plan)).toEqual({ total: 3, already: 1, toAdd: 2 });
  });

  it('plans nothing to add when every course is in the category (a re-run writes nothing)', () => {
    const plan = planCategory(courses, new Set(['_10_1', '_11_1', '_12_1']));
    expect(planCounts(plan)).toEqual({ total: 3, already: 3, toAdd: 0 });
  });
});
