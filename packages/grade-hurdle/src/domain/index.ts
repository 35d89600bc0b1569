// Pure Grade Hurdle rules (no React, no I/O): shared by the screens, the benchmark and the server.
export * from './types.ts';
export * from './messages.ts';
export * from './schema-code.ts';
export * from './sub-rules.ts';
export * from './mapping.ts';
export * from './evaluate.ts';
export * from './write-back.ts';
export * from './policy.ts';
