import { CONTEXT } from './constants.ts';
import type { ContextDirection, ContextSystem } from './context-csv.ts';

export type Zone = 'top' | 'left' | 'right' | 'bottom';

export const ZONE_LIMITS: Record<Zone, number> = {
  top: CONTEXT.maxTopRow,
  left: CONTEXT.maxSideColumn,
  right: CONTEXT.maxSideColumn,
  bottom: CONTEXT.maxBottomRow,
};

/** Where each direction goes first: flows in from the left, out to the right, both ways on top. */
export const HOME_ZONE: Record<ContextDirection, Zone> = { import: 'left', export: 'right', both: 'top' };

/** Where a system goes when its home zone is full, in order. */
const SPILL_ORDER: readonly Zone[] = ['bottom', 'top', 'left', 'right'];

export interface ZoneAssignment {
  zones: Record<Zone, ContextSystem[]>;
  /** Systems past every limit (more than 34): listed as text under the diagram, never dropped. */
  overflow: ContextSystem[];
}

/**
 * Assigns systems to zones in CSV order without exceeding 7 per top row, 10 per side
 * column and 7 in the bottom row. Past a home zone's limit a system spills into the
 * bottom row, then any zone with room; its arrow still shows its direction.
 */
export function assignZones(systems: readonly ContextSystem[]): ZoneAssignment {
  const zones: Record<Zone, ContextSystem[]> = { top: [], left: [], right: [], bottom: [] };
  const overflow: ContextSystem[] = [];
  const hasRoom = (zone: Zone) => zones[zone].length < ZONE_LIMITS[zone];
  // Home zones first for everyone, so an early spill never takes a later system's home slot.
  const spilled: ContextSystem[] = [];
  for (const system of systems) {
    const home = HOME_ZONE[system.direction];
    if (hasRoom(home)) zones[home].push(system);
    else spilled.push(system);
  }
  for (const system of spilled) {
    const zone = SPILL_ORDER.find(hasRoom);
    if (zone) zones[zone].push(system);
    else overflow.push(system);
  }
  return { zones, overflow };
}
