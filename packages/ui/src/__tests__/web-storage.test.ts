import { afterEach, describe, expect, it } from 'vitest';
import { webStorage, type StorageWindow } from '../web-storage.ts';

/** A cross-site frame whose storage the browser blocks: reading the property itself throws. */
function blockedWindow(): StorageWindow {
  const refuse = () => {
    throw new DOMException("Failed to read the 'sessionStorage' property from 'Window'", 'SecurityError');
  };
  return Object.defineProperties({}, { localStorage: { get: refuse }, sessionStorage: { get: refuse } });
}

/** An area that stores nothing: every write is over the quota (Safari's old private mode did this). */
function fullArea(): Storage {
  const stored = new Map<string, string>([['kept', 'from before']]);
  return {
    get length() {
      return stored.size;
    },
    key: (i) => [...stored.keys()][i] ?? null,
    getItem: (k) => stored.get(k) ?? null,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: (k) => void stored.delete(k),
    clear: () => stored.clear(),
  };
}

afterEach(() => {
  webStorage('local').clear();
  webStorage('session').clear();
});

describe('webStorage', () => {
  it("uses the browser's storage where it works, and says it is persistent", () => {
    const session = webStorage('session');
    session.setItem('k', 'v');
    expect(window.sessionStorage.getItem('k')).toBe('v');
    expect(session.getItem('k')).toBe('v');
    expect(session.persistent).toBe(true);
    // The probe leaves nothing behind.
    expect(Object.keys(window.sessionStorage)).toEqual(['k']);
    session.removeItem('k');
    expect(window.sessionStorage.getItem('k')).toBeNull();
    // The two kinds are separate areas.
    webStorage('local').setItem('k', 'local');
    expect(session.getItem('k')).toBeNull();
    expect(webStorage('local').getItem('k')).toBe('local');
  });

  it('keeps values in memory where reading the storage property throws, and says they are not persistent', () => {
    const win = blockedWindow();
    const session = webStorage('session', win);
    expect(() => session.getItem('k')).not.toThrow();
    expect(session.getItem('k')).toBeNull();
    expect(session.persistent).toBe(false);
    session.setItem('k', 'v');
    expect(session.getItem('k')).toBe('v');
    // The same window's memory is shared by every caller (another bundle in the page included)...
    expect(webStorage('session', win).getItem('k')).toBe('v');
    // ...but not by another kind or another window.
    expect(webStorage('local', win).getItem('k')).toBeNull();
    expect(webStorage('session', blockedWindow()).getItem('k')).toBeNull();
    session.removeItem('k');
    expect(session.getItem('k')).toBeNull();
    session.setItem('a', '1');
    session.clear();
    expect(session.getItem('a')).toBeNull();
  });

  it('keeps a write the browser refuses (quota) in memory, ahead of the older stored value', () => {
    const area = fullArea();
    const local = webStorage('local', { localStorage: area });
    expect(local.getItem('kept')).toBe('from before');
    expect(local.persistent).toBe(false);
    local.setItem('kept', 'newer');
    expect(local.getItem('kept')).toBe('newer');
    expect(area.getItem('kept')).toBe('from before');
    local.removeItem('kept');
    expect(local.getItem('kept')).toBeNull();
  });

  it('is not persistent once something had to go to memory, even if the browser accepts the probe', () => {
    let refuseNext = true;
    const stored = new Map<string, string>();
    const area = {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => {
        if (refuseNext) {
          refuseNext = false;
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        stored.set(k, v);
      },
      removeItem: (k: string) => void stored.delete(k),
      clear: () => stored.clear(),
    } as unknown as Storage;
    const local = webStorage('local', { localStorage: area });
    local.setItem('draft', 'x');
    expect(local.getItem('draft')).toBe('x');
    expect(local.persistent).toBe(false);
    // A later write that the browser takes moves the value out of memory: persistent again.
    local.setItem('draft', 'y');
    expect(stored.get('draft')).toBe('y');
    expect(local.persistent).toBe(true);
  });

  it('falls back to memory where there is no window at all (a script evaluated outside a page)', () => {
    const none = webStorage('session', null);
    none.setItem('k', 'v');
    expect(none.getItem('k')).toBe('v');
    expect(none.persistent).toBe(false);
    none.clear();
  });
});
