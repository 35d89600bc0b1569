import type { ServerModule } from '../src/module.ts';

/** The variable serverVitestConfig sets: a JSON array of module files to run beside the core. */
export const SERVER_MODULES_ENV = 'TOOLS_SERVER_MODULES';

let loaded: ServerModule[] | undefined;

/**
 * Loads the server modules of this test run (serverVitestConfig's `modules`: a feature's own, apps/server's
 * every one): each file's default export, a module or a list of them. None: the core alone. The config's
 * setup file (load-modules.ts) calls it before any test, so `testModules()` can answer synchronously.
 */
export async function loadTestModules(): Promise<ServerModule[]> {
  if (loaded) return loaded;
  const files = JSON.parse(process.env[SERVER_MODULES_ENV] ?? '[]') as string[];
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
