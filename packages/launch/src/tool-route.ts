import type { ComponentType } from 'react';

export type Audience = 'student' | 'instructor' | 'admin' | 'anyone';

/**
 * What a feature package exports for each of its route values. The shell builds its
 * registry from these; `load` is a dynamic import so each tool is its own chunk.
 */
export interface ToolRoute {
  /** The `route` query value, e.g. 'MyCourses'. */
  route: string;
  /** Human title, used by the launcher and the document title. */
  title: string;
  /** Who the tool is for; the sandbox launcher offers these personas. */
  audience: Audience[];
  /** Whether the launch needs a course (courseUuid). */
  needsCourse: boolean;
  load: () => Promise<{ default: ComponentType }>;
}

export function defineRoutes(routes: ToolRoute[]): ToolRoute[] {
  return routes;
}
