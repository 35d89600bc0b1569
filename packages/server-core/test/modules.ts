import { inject } from 'vitest';
import type { ServerModule } from '../src/module.ts';

let loaded: ServerModule[] | undefined;

/**
 * Loads the server modules of this test run (serverVitestConfig's `modules`: a feature's own, apps/server's
 * every one): each file's default export, a module or a list of them. None: the core alone. The config's
 * setup file (load-modules.ts) calls it before any test, so `testModules()` can answer synchronously.
 */
export async function loadTestModules(): Promise<ServerModule[]> {
  if (loaded) return loaded;
  const files = inject('serverModules') ?? [];
  const exports = await Promise.all(
    files.map(
      async (file) => ((await import(/* @vite-ignore */ file)) as { default: ServerModule | ServerModule[] }).default,
    ),
  );
  loaded = exports.flat();
  return loaded;
}

/** The modules loadTestModules loaded (the harness, sharedDb and sandboxApp run them by default). */
export function testModules(): ServerModule[] {
  if (!loaded) throw new Error('Server modules are not loaded: run the tests with serverVitestConfig.');
  return loaded;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server module files of this test run (serverVitestConfig's `modules`, as paths). */
    serverModules?: string[];
  }
}
