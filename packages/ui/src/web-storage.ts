/**
 * The one way to web storage: lint refuses `localStorage` and `sessionStorage` everywhere else
 * (tests aside).
 *
 * Learn frames the tools from another site. Where the browser blocks third-party storage (Chromium
 * with third-party cookies blocked, incognito windows, managed-desktop policies), merely reading
 * `window.sessionStorage` in the frame throws a SecurityError; `setItem` can throw a
 * QuotaExceededError anywhere. Every call here is guarded: what the browser refuses is kept in
 * memory for the life of the page instead, and `persistent` tells whether a reload will still find
 * it, so a screen can say what a reload costs (the shell: relaunch from Learn).
 */

export type StorageKind = 'local' | 'session';

export interface GuardedStorage {
  getItem(key: string): string | null;
  /** Never throws: where the browser refuses, the value lives in memory until the page goes. */
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Forgets everything this page stored of this kind (the browser's area and the memory fallback). */
  clear(): void;
  /**
   * True when the browser's storage works here and holds everything written through this helper,
   * so a reload of the frame finds it again; false when it is blocked (or was full), so some or
   * all of it lives only in this page's memory.
   */
  readonly persistent: boolean;
}

/** What of a window the helper touches: a test can hand in a stand-in. */
export type StorageWindow = Partial<Pick<Window, 'localStorage' | 'sessionStorage'>>;

// The fallback lives on the window itself, under a registered symbol, so a separately bundled
// script in the same page (the UEF loader's uef_base.js) sees what the shell's bundle kept there.
const MEMORY = Symbol.for('course-tools.web-storage.memory');
type WithMemory = { [MEMORY]?: Record<StorageKind, Map<string, string>> };

const PROBE_KEY = 'course-tools:storage-probe';

function memoryOf(win: object | null, kind: StorageKind): Map<string, string> {
  const holder = (win ?? globalThis) as WithMemory;
  holder[MEMORY] ??= { local: new Map(), session: new Map() };
  return holder[MEMORY][kind];
}

/** The browser's area, or null where reading the property itself is refused (or there is none). */
function browserArea(win: StorageWindow | null, kind: StorageKind): Storage | null {
  if (!win) return null;
  try {
    return (kind === 'local' ? win.localStorage : win.sessionStorage) ?? null;
  } catch {
    return null;
  }
}

function defaultWindow(): StorageWindow | null {
  return typeof window === 'undefined' ? null : window;
}

/**
 * The page's local or session storage behind the guard (`win`: the page's window; null where there
 * is none, memory only). Each call asks the browser again (cheap), so nothing is cached that a later
 * change of the browser's answer could make wrong.
 */
export function webStorage(kind: StorageKind, win: StorageWindow | null = defaultWindow()): GuardedStorage {
  const memory = () => memoryOf(win, kind);
  return {
    getItem(key) {
      // A value the browser refused is newer than anything it still holds under that key.
      const kept = memory().get(key);
      if (kept !== undefined) return kept;
      try {
        return browserArea(win, kind)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        const area = browserArea(win, kind);
        if (!area) throw new Error('storage unavailable');
        area.setItem(key, value);
        memory().delete(key);
      } catch {
        memory().set(key, value);
      }
    },
    removeItem(key) {
      memory().delete(key);
      try {
        browserArea(win, kind)?.removeItem(key);
      } catch {
        // blocked: there was nothing of ours there to remove
      }
    },
    clear() {
      memory().clear();
      try {
        browserArea(win, kind)?.clear();
      } catch {
        // blocked: nothing stored there
      }
    },
    get persistent() {
      if (memory().size > 0) return false;
      const area = browserArea(win, kind);
      if (!area) return false;
      try {
        area.setItem(PROBE_KEY, '1');
        area.removeItem(PROBE_KEY);
        return true;
      } catch {
        return false;
      }
    },
  };
}
