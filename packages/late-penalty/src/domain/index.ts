// Pure late-penalty engine (no React, no I/O): shared by the screens and the server.
export * from './messages.ts';
export * from './rule-format.ts';
export * from './rule-code.ts';
export * from './compute.ts';
export * from './rules.ts';
export * from './attempts.ts';
