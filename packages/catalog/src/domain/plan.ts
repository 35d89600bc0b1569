/**
 * SetCategory's dry run, as pure functions: check the inputs, find the category the user named,
 * and turn the data source's courses into one entry per course (already in the category or to
 * be added). No I/O: the screen reads Learn and hands the answers in.
 */

export interface SetCategoryInput {
  categoryId: string;
  dataSourceKey: string;
}

/** Both fields are required (spec 000 §5); surrounding spaces are not part of a key. */
export function checkInput(input: SetCategoryInput): SetCategoryInput | null {
  const categoryId = input.categoryId.trim();
  const dataSourceKey = input.dataSourceKey.trim();
  return categoryId && dataSourceKey ? { categoryId, dataSourceKey } : null;
}

export interface CategoryRef {
  /** Learn's primary id (`_52_1`): the one the PUT path takes. */
  id: string;
  /** The catalog ID people type (`SCI`). */
  categoryId: string;
  title: string;
}

export type CategoryMatch = { ok: true; category: CategoryRef } | { ok: false; reason: 'no-categories' | 'not-found' };

interface CategoryLike {
  id?: string | undefined;
  categoryId?: string | undefined;
  title?: string | undefined;
}

/**
 * The category whose catalog ID is the input. The spec's original compares the ID people type
 * (`categoryId`); a primary id (`_52_1`) pasted from the admin panel is accepted too. The catalog
 * ID match is exact first, then case-insensitive (Learn stores IDs as typed; an admin rarely
 * remembers the case), and only when that is unambiguous.
 */
export function findCategory(categories: readonly CategoryLike[], wanted: string): CategoryMatch {
  const usable = categories.filter((c): c is CategoryRef => !!c.id && !!c.categoryId);
  if (usable.length === 0) return { ok: false, reason: 'no-categories' };
  const ref = (c: CategoryRef): CategoryRef => ({ id: c.id, categoryId: c.categoryId, title: c.title || c.categoryId });
  const exact = usable.find((c) => c.categoryId === wanted) ?? usable.find((c) => c.id === wanted);
  if (exact) return { ok: true, category: ref(exact) };
  const folded = usable.filter((c) => c.categoryId.toLowerCase() === wanted.toLowerCase());
  if (folded.length === 1) return { ok: true, category: ref(folded[0]!) };
  return { ok: false, reason: 'not-found' };
}

interface CourseLike {
  id?: string | undefined;
  courseId?: string | undefined;
  name?: string | undefined;
}

export interface CategoryPlanEntry {
  /** Primary id: the PUT's path and the bulk key. */
  id: string;
  courseId: string;
  name: string;
  /** Already associated: not PUT again. */
  inCategory: boolean;
}

/**
 * One entry per matching course, in Learn's order, each course once (a course can come back on
 * two pages when the catalog changes while paging). `members` are the primary ids of the courses
 * already in the category.
 */
export function planCategory(courses: readonly CourseLike[], members: ReadonlySet<string>): CategoryPlanEntry[] {
  const seen = new Set<string>();
  const entries: CategoryPlanEntry[] = [];
  for (const c of courses) {
    if (!c.id || seen.has(c.id)) continue;
    seen.add(c.id);
    entries.push({ id: c.id, courseId: c.courseId ?? c.id, name: c.name ?? '', inCategory: members.has(c.id) });
  }
  return entries;
}

export interface PlanCounts {
  total: number;
  already: number;
  toAdd: number;
}

export function planCounts(entries: readonly CategoryPlanEntry[]): PlanCounts {
  const already = entries.filter((e) => e.inCategory).length;
  return { total: entries.length, already, toAdd: entries.length - already };
}
