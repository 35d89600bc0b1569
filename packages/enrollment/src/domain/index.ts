export { safeHref } from './course-link.ts';
