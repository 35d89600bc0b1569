import { isRouteValue, type RouteValue, type ToolRoute } from '@tools/launch';
import { routes as assignments } from '@tools/assignments';
import { routes as athletics } from '@tools/athletics';
import { routes as chat } from '@tools/chat';
import { routes as courses } from '@tools/courses';
import { routes as deliverables } from '@tools/deliverables';
import { routes as diagrams } from '@tools/diagrams';
import { routes as enrollment } from '@tools/enrollment';
import { routes as grades } from '@tools/grades';
import { routes as users } from '@tools/users';
import { routes as content } from '@tools/content';
import { routes as crawler } from '@tools/crawler';
import { routes as latePenalty } from '@tools/late-penalty';
import { routes as gradeHurdle } from '@tools/grade-hurdle';
import { routes as lti } from '@tools/lti';
import { routes as tutor } from '@tools/tutor';
import { routes as catalog } from '@tools/catalog';
import { routes as rubrics } from '@tools/rubrics';
import { routes as reminders } from '@tools/reminders';
import { routes as events } from '@tools/events';
import { routes as uef } from '@tools/uef';

/** Every built tool, by route value. Each `load` is a dynamic import: one chunk per tool. */
export const toolRoutes: ToolRoute[] = [
  ...courses,
  ...assignments,
  ...grades,
  ...users,
  ...diagrams,
  ...content,
  ...crawler,
  ...tutor,
  ...latePenalty,
  ...gradeHurdle,
  ...lti,
  ...chat,
  ...catalog,
  ...rubrics,
  ...deliverables,
  ...enrollment,
  ...athletics,
  ...reminders,
  ...events,
  ...uef,
];

export type Resolution =
  | { kind: 'tool'; tool: ToolRoute }
  | { kind: 'not-available'; route: RouteValue }
  | { kind: 'not-found'; route: string | null };

export function resolveRoute(route: string | null, registry: ToolRoute[] = toolRoutes): Resolution {
  if (!route) return { kind: 'not-found', route: null };
  const tool = registry.find((t) => t.route === route);
  if (tool) return { kind: 'tool', tool };
  // A route value the spec names whose screen is not built (yet): a clear "not available" page;
  // Route Not Found is only for values that are not routes at all.
  if (isRouteValue(route)) return { kind: 'not-available', route };
  return { kind: 'not-found', route };
}
