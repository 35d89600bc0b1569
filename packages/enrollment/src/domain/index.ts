export { safeHref } from './course-link.ts';
export { roleName } from './role-name.ts';
