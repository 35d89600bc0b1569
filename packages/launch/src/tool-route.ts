import type { ComponentType } from 'react';
import type { Locale } from './launch-context.ts';
import type { LaunchKey, Required } from './required-launch.ts';
import type { RouteValue } from './route-values.ts';

export type Audience = 'student' | 'instructor' | 'admin' | 'anyone';

type Texts = Record<string, string>;

/** A tool's message catalogue as the host reads it: en_US complete, other locales partial. */
export interface RouteTexts<T extends Texts = Texts> {
  en_US: T;
  en_AU?: Partial<T>;
}

/**
 * One check of the launch. The host runs a route's checks in order and shows the first failing
 * one's message at once (no loading state, no request), inside the tool's page.
 */
export interface LaunchNeed<K extends LaunchKey = LaunchKey, M extends string = string> {
  /** Parameters that must be present; an inner list means "any one of these" (courseId or courseUuid). */
  params: readonly (K | readonly LaunchKey[])[];
  /** Key (in the tool's texts) of the spec's missing-parameter message. */
  missing: M;
}

/** What a tool's screen receives from the host: the launch, narrowed to what the route needs. */
export interface ToolScreenProps<K extends LaunchKey = never> {
  launch: Required<K>;
}

/**
 * A tool's route definition (one per tool folder, `<route-kebab>/route.ts`). The host renders the
 * page (`title` as the only h1) and runs the `needs` checks before the screen; `load` and `texts`
 * are dynamic imports so neither the screen nor its texts weigh on the shell's first load.
 */
export interface ToolRoute {
  /** The `route` query value, e.g. 'MyCourses'. */
  route: RouteValue;
  /** Who the tool is for; the sandbox launcher offers these personas. */
  audience: Audience[];
  /** Key of the page title (h1, and the launcher's name for the tool) in the tool's texts. */
  title: string;
  /** Launch checks, in the spec's order. */
  needs: readonly LaunchNeed[];
  /** Whether the tool reads Learn, so the launch must name the platform too (default true). */
  learn: boolean;
  /** Whether the launcher opens the tool inside a course (true when a check needs courseUuid). */
  needsCourse: boolean;
  texts: () => Promise<RouteTexts>;
  load: () => Promise<{ default: ComponentType<ToolScreenProps<LaunchKey>> }>;
}

export interface ToolRouteInput<T extends Texts, K extends LaunchKey> {
  route: RouteValue;
  audience: readonly Audience[];
  title: NoInfer<keyof T & string>;
  needs: readonly LaunchNeed<K, NoInfer<keyof T & string>>[];
  learn?: boolean;
  /** Launched from a course although the screen checks no course parameter itself (deep linking). */
  needsCourse?: boolean;
  texts: () => Promise<RouteTexts<T>>;
  load: () => Promise<{ default: ComponentType<ToolScreenProps<NoInfer<K>>> }>;
}

/** Declares a tool's route; the types tie `title` and `missing` to its texts and `needs` to its screen's props. */
export function defineRoute<T extends Texts, K extends LaunchKey = never>(input: ToolRouteInput<T, K>): ToolRoute {
  const needsCourse =
    input.needsCourse ??
    input.needs.some((need) => need.params.some((p) => p === 'courseUuid' || p.includes('courseUuid')));
  return {
    route: input.route,
    audience: [...input.audience],
    title: input.title,
    needs: input.needs,
    learn: input.learn ?? true,
    needsCourse,
    texts: input.texts,
    // The screen's props are checked against `needs` above; the host passes the narrowed launch.
    load: input.load as ToolRoute['load'],
  };
}

/** A package's route table, as the shell's registry spreads it. */
export function defineRoutes(routes: ToolRoute[]): ToolRoute[] {
  return routes;
}

/** One text of a tool in the launch locale (en_US when the locale does not override it). */
export function routeText(texts: RouteTexts, key: string, locale: Locale): string {
  const local = locale === 'en_US' ? undefined : texts[locale]?.[key];
  return local ?? texts.en_US[key] ?? key;
}
