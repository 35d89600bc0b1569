/** Column names, enumerations and constants of the deliverables tracker (spec 001 §3, §9; spec 000 §3, §9). */

export const COL = {
  rank: 'Rank',
  currentSprint: 'Current Sprint',
  tracker: 'Tracker',
  sow: 'SOW',
  tpm: 'TPM',
  customer: 'Customer',
  cloudType: 'Cloud Type',
  goLive: 'Go-live',
  urgency: 'Urgency',
  itemRank: 'Item Rank',
  item: 'Item',
  itemStatus: 'Item Status',
  type: 'Type',
  size: 'T-Shirt Size',
  ado: 'ADO',
  team: 'Team',
  scrum: 'SCRUM',
  driver: 'Driver',
  release: 'Release',
  discoveryTarget: 'Discovery Target',
  reqsTarget: 'Reqs Target',
  devTarget: 'Dev Target',
  uatTarget: 'UAT Target',
  prodTarget: 'Prod Target',
  supportTarget: 'Support Target',
  ctTarget: 'C/T Target',
  prodAccepted: 'Prod Accepted',
  ea: 'EA',
  ba: 'BA',
  ba2: 'BA2',
  tc: 'TC',
  tc2: 'TC2',
  dev: 'Dev',
  dev2: 'Dev2',
  qa: 'QA',
  totalHrs: 'Total Hrs',
  archHrs: 'Arch Hrs',
  reqsHrs: 'Reqs Hrs',
  devHrs: 'Dev Hrs',
  testHrs: 'Test Hrs',
  inEndGame: 'In End Game',
  notes: 'Notes',
  lastUpdated: 'Last Updated',
  lastUpdatedBy: 'Last Updated By',
  exceptions: 'Exceptions',
  adoCustomer: 'ADO Customer',
  adoState: 'ADO State',
  adoIteration: 'ADO Iteration',
  adoAssignee: 'ADO Assignee',
  adoTags: 'ADO Tags',
} as const;

/** The order of the Add/Update form (spec 001 §3; Release is dropped on load but kept in the form). */
export const FORM_ORDER: readonly string[] = [
  COL.rank,
  COL.currentSprint,
  COL.tracker,
  COL.sow,
  COL.tpm,
  COL.customer,
  COL.cloudType,
  COL.goLive,
  COL.urgency,
  COL.itemRank,
  COL.item,
  COL.itemStatus,
  COL.type,
  COL.size,
  COL.ado,
  COL.team,
  COL.scrum,
  COL.driver,
  COL.release,
  COL.discoveryTarget,
  COL.reqsTarget,
  COL.devTarget,
  COL.uatTarget,
  COL.prodTarget,
  COL.supportTarget,
  COL.ctTarget,
  COL.prodAccepted,
  COL.ea,
  COL.ba,
  COL.ba2,
  COL.tc,
  COL.tc2,
  COL.dev,
  COL.dev2,
  COL.qa,
  COL.totalHrs,
  COL.archHrs,
  COL.reqsHrs,
  COL.devHrs,
  COL.testHrs,
  COL.inEndGame,
  COL.notes,
];

/** Target columns: each holds a date (mm/dd/yy) or the word DONE. */
export const TARGET_COLUMNS: readonly string[] = [
  COL.discoveryTarget,
  COL.reqsTarget,
  COL.devTarget,
  COL.uatTarget,
  COL.prodTarget,
  COL.supportTarget,
  COL.ctTarget,
];
/** Date columns that are not targets (no DONE). */
export const DATE_COLUMNS: readonly string[] = [COL.goLive, COL.prodAccepted];

/** Dropped on load (spec 001 §3). Release is dropped too, but stays in the form. */
export const DROPPED_COLUMNS: readonly string[] = [
  'Target Date',
  'Matched',
  'Milestone - Aug',
  'Milestone - Sep',
  COL.release,
];

/** Filled from the work-item tracker, never typed by hand. */
export const ADO_FIELDS = {
  'System.AreaPath': COL.adoCustomer,
  'System.State': COL.adoState,
  'System.IterationPath': COL.adoIteration,
  'System.AssignedTo': COL.adoAssignee,
  'System.Tags': COL.adoTags,
} as const;
export const ADO_COLUMNS: readonly string[] = Object.values(ADO_FIELDS);

/** Computed on screen, never stored or sent. */
export const COMPUTED_COLUMNS: readonly string[] = [COL.exceptions];

/** Spec 000 §9: "Default visible deliverables columns: the 17 named ones" (spec 000 §3's known names). */
export const DEFAULT_VISIBLE_COLUMNS: readonly string[] = [
  COL.rank,
  COL.customer,
  COL.goLive,
  COL.item,
  COL.type,
  COL.ado,
  COL.team,
  COL.scrum,
  COL.discoveryTarget,
  COL.reqsTarget,
  COL.devTarget,
  COL.uatTarget,
  COL.prodTarget,
  COL.prodAccepted,
  COL.ctTarget,
  COL.totalHrs,
  COL.inEndGame,
];
/** "If no visible columns are set, the first 6 columns of the uploaded file are used." */
export const FALLBACK_VISIBLE_COUNT = 6;

export const ITEM_STATUSES = ['Active', 'On-Hold', 'Cancelled', 'Completed'] as const;
export const T_SHIRT_SIZES = ['XL', 'L', 'M', 'S'] as const;
export const TEAMS = ['Bb', 'ERP', 'DS', 'AAIR', 'PS Support'] as const;
export const SCRUMS = ['ERP Dev 1', 'ERP Dev 2', 'Sherpa 2', 'Arch', 'Reporting', 'Data'] as const;
export const URGENCIES = ['Critical', 'High', 'Low', 'Not Needed'] as const;
export const DRIVERS = [
  '1 - Supports Critical Escalation',
  '2 - Go-live Work Highest Priority',
  '3 - Ad Hoc Request',
  '4 - High Priority Work for Past Go-Live',
  '5 - Go-live Work Regular Priority',
  '97 - On-Hold',
  '98 - Cancelled',
  '99 - Completed',
] as const;
/**
 * Spec 001 §9 names 27 options but lists 28 names with 'Transcript' twice (once as a vendor
 * package): the distinct names, in the spec's order.
 */
export const TYPES = [
  'Account Automation',
  'Bug Fix',
  'Consulting',
  'Custom Integration',
  'Data Conversion',
  'Discovery',
  'Form',
  'Form/Workflow',
  'Portal Customization',
  'Portal Report',
  'Product Gap Customization',
  'Product Integration',
  'Product Integration (Hub)',
  'QA Automation',
  'Reach Customization',
  'Reach Integration',
  'Report',
  'Training',
  'Transcript',
  'Unknown',
  'Workflow',
  'Bookstore',
  'Emergency Alert System',
  'External Payment Service',
  'General Ledger Exports',
  'LMS',
  'Room Scheduling',
] as const;

/** Enumerated form fields and their options. */
export const ENUMERATIONS: Readonly<Record<string, readonly string[]>> = {
  [COL.itemStatus]: ITEM_STATUSES,
  [COL.size]: T_SHIRT_SIZES,
  [COL.team]: TEAMS,
  [COL.scrum]: SCRUMS,
  [COL.urgency]: URGENCIES,
  [COL.driver]: DRIVERS,
  [COL.type]: TYPES,
};

/** Spec 001 §9. */
export const CLOUD_LOAD_LIMIT = 1000;
export const TRACKER_CONCURRENCY = 6;
export const DUE_SOON_DAYS = 7;
export const HIGH_PRIORITY_RANK_BELOW = 50;
