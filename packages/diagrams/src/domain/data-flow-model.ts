/** The three systems-of-record slots of a data flow CSV. SOR2 is the hub between SOR1 and SOR3. */
export type Slot = 1 | 2 | 3;
export const SLOTS: readonly Slot[] = [1, 2, 3];

/** One system's side of a mapped field. Empty strings mean "not given". */
export interface FieldEnd {
  system: string;
  entity: string;
  dbTable: string;
  field: string;
  dbField: string;
}

/** Direction between an outer system (SOR1 or SOR3) and the hub SOR2. */
export type FlowDirection = 'to-hub' | 'from-hub' | 'both';

export interface Flow {
  direction: FlowDirection;
  syncType: string;
  mapped: boolean;
}

export interface DataFlowRow {
  rowNumber: number;
  ends: Partial<Record<Slot, FieldEnd>>;
  /** Flows keyed by their outer slot: 1 is SOR1<->SOR2, 3 is SOR3<->SOR2. */
  flows: Partial<Record<1 | 3, Flow>>;
  /** 'SOR1 Default': the value SOR1 gets when nothing is mapped in. */
  sor1Default: string;
}

export interface DataFlowModel {
  /** Slots used by at least one row, in order. */
  slots: readonly Slot[];
  rows: readonly DataFlowRow[];
}
