import { createContext, createElement, useContext, type ReactNode } from 'react';

export type Locale = 'en_US' | 'en_AU';

/**
 * Everything a tool knows about how it was opened. Built once by the shell from the
 * launch (query + state + token exchange) and handed to every tool. `role` is a display
 * hint only: the server re-checks roles with Learn before any action.
 */
export interface LaunchContext {
  token: string | null;
  uuid: string | null;
  courseUuid: string | null;
  /** Learn course primary key (`_123_1`), from localStorage or the query (Grade Hurdle). */
  courseId: string | null;
  locale: Locale;
  platformUrl: string | null;
  backendUrl: string | null;
  lineItemUrl: string | null;
  role: string | null;
  /**
   * The `state` query value exactly as the launch sent it. The server's LTI launch puts a
   * `launchId` in it that deep linking must hand back; tools pass it on untouched.
   */
  rawState?: string | null;
  /**
   * The server's launch found the course closed to this student in Learn (issue 21 §4): the host
   * shows one message instead of the tool, before anything asks Learn.
   */
  courseUnavailable?: boolean;
}

export const emptyLaunch: LaunchContext = {
  token: null,
  uuid: null,
  courseUuid: null,
  courseId: null,
  locale: 'en_US',
  platformUrl: null,
  backendUrl: null,
  lineItemUrl: null,
  role: null,
  rawState: null,
};

const Ctx = createContext<LaunchContext | null>(null);

export function LaunchProvider({ value, children }: { value: LaunchContext; children: ReactNode }) {
  return createElement(Ctx.Provider, { value }, children);
}

/** The launch of the current tool. Throws outside a LaunchProvider (a wiring bug, not user error). */
export function useLaunch(): LaunchContext {
  const value = useContext(Ctx);
  if (!value) throw new Error('useLaunch() needs a <LaunchProvider> (the shell provides one).');
  return value;
}
