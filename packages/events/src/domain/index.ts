export { eventIds, parseEvents } from './parse-events.ts';
export type { ParsedEvents } from './parse-events.ts';
