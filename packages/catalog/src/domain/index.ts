export { checkInput, findCategory, planCategory, planCounts } from './plan.ts';
export type { CategoryMatch, CategoryPlanEntry, CategoryRef, PlanCounts, SetCategoryInput } from './plan.ts';
