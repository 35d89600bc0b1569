const KINDS = ['localStorage', 'sessionStorage'] as const;
let restore: (() => void) | null = null;

/**
 * Makes the test's window behave like a cross-site frame whose storage the browser blocks (Chromium
 * with third-party cookies blocked, incognito): reading `localStorage` or `sessionStorage` throws a
 * SecurityError, as it does there. Storage comes back with the returned function, and after every
 * test (setup.ts).
 */
export function blockWebStorage(): () => void {
  unblockWebStorage();
  const saved = KINDS.map((name) => [name, Object.getOwnPropertyDescriptor(window, name)] as const);
  for (const name of KINDS) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException(
          `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
          'SecurityError',
        );
      },
    });
  }
  restore = () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(window, name, descriptor);
      else Reflect.deleteProperty(window, name);
    }
  };
  return unblockWebStorage;
}

export function unblockWebStorage(): void {
  restore?.();
  restore = null;
}
