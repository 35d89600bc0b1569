/** Spec §9 diagram constants plus the layout choices derived from them (px). */
export const DATA_FLOW = {
  canvasWidth: 1600,
  rowHeight: 35,
  groupHeight: 80,
  margin: 40,
  /** Gap between system columns; holds the arrow and its sync-type label. */
  columnGap: 200,
  groupGap: 24,
  titleBlock: 96,
} as const;

export const CONTEXT = {
  maxTopRow: 7,
  maxSideColumn: 10,
  /** Overflow row under the centre; same width rule as the top row. */
  maxBottomRow: 7,
  margin: 40,
  boxWidth: 170,
  boxHeight: 56,
  boxGapX: 24,
  boxGapY: 16,
  /** Distance between a ring of boxes and the centre box: room for the arrow. */
  arrowGap: 110,
  titleBlock: 70,
} as const;

export const CENTRE_SYSTEMS = ['Blackboard LMS', 'Student SIS', 'Reach CRM'] as const;
export type CentreSystem = (typeof CENTRE_SYSTEMS)[number];
export const DEFAULT_CENTRE: CentreSystem = 'Student SIS';

export type DataFlowMode = 'logical' | 'physical';
export const DATA_FLOW_MODES: readonly DataFlowMode[] = ['logical', 'physical'];

/** Spec §9 export names. */
export const PDF_FILE_NAMES = { dataFlow: 'data-flow-diagram.pdf', context: 'context-diagram.pdf' } as const;
