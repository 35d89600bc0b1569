export { seedDemo, DEMO } from './demo.ts';
export type { DemoRefs, SeedOptions } from './demo.ts';
export { seedLarge } from './large.ts';
export type { LargeSeedOptions } from './large.ts';
export type * from './types.ts';
