// The data layer the screen runs (Learn reads, the evaluation, the write-back), without React:
// the capacity simulator (apps/shell/bench/capacity) replays a course's evaluation and write-back through it.
export * from './course-evaluation.ts';
export * from './learn-data.ts';
export * from './write-back.ts';
