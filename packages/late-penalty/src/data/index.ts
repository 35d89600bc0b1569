// The data layer the screen runs (Learn reads, the grid, the apply plan and its writes), without React:
// the capacity simulator (apps/shell/bench/capacity) replays a course's apply through it.
export * from './apply.ts';
export * from './grid.ts';
export * from './learn-data.ts';
export * from './snapshots.ts';
