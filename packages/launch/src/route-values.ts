/**
 * Every `route` query value the spec names (000 §2 "Route values"), in the spec's order. The one
 * list: the shell's "known but not built" answer, the tool route type and the sandbox launcher
 * all derive from it. Any other value is Route Not Found.
 */
export const ROUTE_VALUES = [
  'MyCourses',
  'Assignments',
  'MagicAssignment',
  'ReportCard',
  'DeepLinkTool',
  'ShowUserInfo',
  'LTIAssignment',
  'CourseTutorTool',
  'GradeHurdleAdmin',
  'CourseChatWidget',
  'UEFBase',
  'UEFBaseNav',
  'UEFCourseDetails',
  'CourseCrawler',
  'GradeHurdleCourseDetails',
  'LatePenaltyCourseDetails',
  'MessageCenterTool',
  'NotificationCenterTool',
  'EventPublicationTool',
  'CourseDetails',
  'SetCategory',
  'UploadRubric',
  'InstructorCourses',
  'SportsAndStudents',
  'DownloadVideos',
  'QuickEnroll',
  'MyLocker',
  'CourseContentLinks',
  'CourseLinks',
  'MyCourseLinks',
  'MyCourseWebLinks',
  'CourseContentPatterns',
  'CourseContentSummary',
  'LatePenaltyRulesAdmin',
  'DataFlowDiagram',
  'ContextDiagram',
  'ProjectDeliverablesTable',
] as const;

export type RouteValue = (typeof ROUTE_VALUES)[number];

export function isRouteValue(value: string): value is RouteValue {
  return (ROUTE_VALUES as readonly string[]).includes(value);
}

/**
 * The folder (and file-name stem) of a tool: its route value in kebab case, acronyms kept as
 * one word: 'ShowUserInfo' -> 'show-user-info', 'LTIAssignment' -> 'lti-assignment',
 * 'UEFBaseNav' -> 'uef-base-nav'.
 */
export function routeKebab(route: RouteValue | string): string {
  return route
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

/** Where a tool's screen lives inside its package's `src/`, by the folder convention. */
export function screenModule(route: RouteValue): string {
  const kebab = routeKebab(route);
  return `${kebab}/${kebab}-screen.tsx`;
}
