// Pure deliverables rules (no React, no I/O): shared by the screen and the server.
export * from './columns.ts';
export * from './values.ts';
export * from './dates.ts';
export * from './targets.ts';
export * from './initials.ts';
export * from './sprints.ts';
export * from './row-state.ts';
export * from './csv-normalise.ts';
export * from './status.ts';
export * from './filters.ts';
export * from './sort.ts';
export {
  EXCEPTION_MESSAGES,
  EXCEPTION_SEPARATOR,
  exceptionsOf,
  exceptionsText,
  inSprint,
  isBlocker,
} from './exceptions.ts';
export type { ExceptionContext } from './exceptions.ts';
export * from './bulk.ts';
export * from './roles.ts';
export * from './required.ts';
export * from './payload.ts';
export * from './export-csv.ts';
export * from './visible.ts';
