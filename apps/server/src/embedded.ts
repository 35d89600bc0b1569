import {
  createEmbeddedServer as createCoreServer,
  migratedDatabaseSnapshot as coreSnapshot,
  type EmbeddedServer,
  type EmbeddedServerOptions,
} from '@tools/server-core/embedded.ts';
import { toolModules } from './modules.ts';

export type { EmbeddedServer, EmbeddedServerOptions };

/**
 * The whole product's server (the core and every tool's module) on an in-memory PGlite: Storybook, the
 * capacity simulator and the Quick Enroll bench. A feature's own screen tests start the core with their
 * module alone (`@tools/testing`).
 */
export function createEmbeddedServer(options: Omit<EmbeddedServerOptions, 'modules'>): Promise<EmbeddedServer> {
  return createCoreServer({ ...options, modules: toolModules() });
}

/** An empty database with the whole product's schema (Storybook's start-up snapshot). */
export function migratedDatabaseSnapshot(): Promise<Blob> {
  return coreSnapshot(toolModules());
}
