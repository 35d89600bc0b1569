/**
 * What the UEF loader keeps in local storage (spec 000 §7: platformUrl, token, uuid, baseNavUrl,
 * courseDetailsUrl and uefState), minus the token: tokens never reach storage on disk, so the
 * loader hands it to uef_base.js in memory (see the package README).
 */
export const UEF_STORAGE_KEYS = ['platformUrl', 'uuid', 'baseNavUrl', 'courseDetailsUrl', 'uefState'] as const;

export type UefValues = Record<(typeof UEF_STORAGE_KEYS)[number], string>;

/** A key older versions wrote; removed so a token left behind does not stay on disk. */
export const LEGACY_TOKEN_KEY = 'token';

export function writeUefValues(storage: Pick<Storage, 'setItem' | 'removeItem'>, values: UefValues): void {
  for (const key of UEF_STORAGE_KEYS) storage.setItem(key, values[key]);
  storage.removeItem(LEGACY_TOKEN_KEY);
}

/** The stored values, or the names of those that are missing. */
export function readUefValues(storage: Pick<Storage, 'getItem'>): UefValues | { missing: string[] } {
  const missing = UEF_STORAGE_KEYS.filter((key) => !storage.getItem(key));
  if (missing.length) return { missing };
  return Object.fromEntries(UEF_STORAGE_KEYS.map((key) => [key, storage.getItem(key)!])) as UefValues;
}

export interface LoaderLaunch {
  /** Where the shell is served (the pages Ultra frames). */
  shellOrigin: string;
  platformUrl: string;
  uuid: string;
  /** The launch's `state` parameter, passed on untouched so the pages know the locale and servers. */
  rawState: string;
}

/**
 * The values the loader stores. The two page addresses carry no token: the framed pages are the
 * same origin as the loader's frame and read the token from that tab's session (sessionStorage).
 */
export function uefValuesFor(launch: LoaderLaunch): UefValues {
  const page = (route: string) => {
    const url = new URL('/', launch.shellOrigin);
    url.searchParams.set('route', route);
    url.searchParams.set('uuid', launch.uuid);
    url.searchParams.set('state', launch.rawState);
    return url.toString();
  };
  return {
    platformUrl: launch.platformUrl,
    uuid: launch.uuid,
    baseNavUrl: page('UEFBaseNav'),
    courseDetailsUrl: page('UEFCourseDetails'),
    uefState: launch.rawState,
  };
}

/** The course panel's address: the stored Course Details page for one course. */
export function courseDetailsUrlFor(courseDetailsUrl: string, courseId: string): string {
  const url = new URL(courseDetailsUrl);
  url.searchParams.set('courseId', courseId);
  return url.toString();
}
